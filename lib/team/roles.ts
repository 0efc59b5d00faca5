// The four roles of the newsroom (docs/team.md), from the least to the most trusted.

export const ROLES = ["colaborador", "autor", "editor", "administrador"] as const;
export type Role = (typeof ROLES)[number];

/** A stored role, checked: a value outside ROLES (a row edited by hand) fails closed rather than being trusted. */
export function roleOf(stored: string): Role {
  if (!(ROLES as readonly string[]).includes(stored)) throw new Error(`An account has an unknown role: ${stored}`);
  return stored as Role;
}
