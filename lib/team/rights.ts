// What each role of the newsroom may do (docs/team.md, "Roles and actions"): the one table every page, server action
// and route asks, through lib/team/route-rules.ts. Which post is one's own is decided beside the post
// (lib/newsroom/post-rights.ts).
import type { Role } from "./roles";

const EVERYONE = ["colaborador", "autor", "editor", "administrador"] as const satisfies readonly Role[];
const EDITORS = ["editor", "administrador"] as const satisfies readonly Role[];

export const RIGHTS = {
  /**
   * One's own account page: name, password, passkeys, authenticator, sessions. The one right of a session that must
   * first add a second factor (lib/auth/factor-requirement.ts).
   */
  account: EVERYONE,
  /** Write and edit one's own posts, upload photos, read the newsroom's lists to do so. */
  write: EVERYONE,
  /** Edit, publish, trash, restore and purge any post. */
  editAny: EDITORS,
  /** Events, topics, author profiles, the boletín and the statistics. */
  newsroom: EDITORS,
  /** The team, invitations, roles, others' API keys, the audit log and the security settings. */
  team: ["administrador"],
} as const satisfies Record<string, readonly Role[]>;

export type Right = keyof typeof RIGHTS;

export const holds = (role: Role, right: Right): boolean => (RIGHTS[right] as readonly Role[]).includes(role);

/** A person acting: their account and its role, as a session or a key presents them. */
export type Person = { id: string; role: Role };

/** Whether a session that must first add a second factor is kept from `right`: it holds only `account` until then. */
export const mustAddFactorFirst = (session: { factorSetup: boolean }, right: Right): boolean =>
  session.factorSetup && right !== "account";

/** What a session may do: what its role holds, unless it must first add a second factor. */
export const sessionHolds = (session: { account: { role: Role }; factorSetup: boolean }, right: Right): boolean =>
  holds(session.account.role, right) && !mustAddFactorFirst(session, right);
