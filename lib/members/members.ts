// The team's page's changes to a person (docs/team.md): their role, and deactivation, which ends their sessions at once
// (and stops their API keys: lib/keys/key-credentials.ts opens none of an account that is not active). The newsroom
// always keeps one active Administrador.
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { record } from "../audit/record";
import { db } from "../db";
import { serializable } from "../db-transaction";
import type { Role } from "../team/roles";
import { MemberNotFoundError, TeamRuleError } from "./errors";

export type Member = {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: "invited" | "active" | "deactivated";
  createdAt: Date;
  lastSignInAt: Date | null;
  /** When the invitation's link expires, for an invited person. */
  invitationExpiresAt: Date | null;
};

/** Everyone, the active first, then the invited, then the deactivated, each by name. */
export async function listMembers(now: Date = new Date()): Promise<Member[]> {
  const rows = await db.account.findMany({
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      status: true,
      createdAt: true,
      lastSignInAt: true,
      links: { where: { purpose: "invitation", usedAt: null, expiresAt: { gt: now } }, select: { expiresAt: true } },
    },
    orderBy: [{ name: "asc" }, { email: "asc" }],
  });
  const order = { active: 0, invited: 1, deactivated: 2 } as Record<string, number>;
  return rows
    .map(({ links, ...row }) => ({
      ...row,
      role: row.role as Role,
      status: row.status as Member["status"],
      invitationExpiresAt: links[0]?.expiresAt ?? null,
    }))
    .sort((a, b) => order[a.status] - order[b.status]);
}

async function member(tx: Prisma.TransactionClient, id: string) {
  const account = await tx.account.findUnique({
    where: { id },
    select: { id: true, email: true, role: true, status: true },
  });
  if (!account) throw new MemberNotFoundError(`No account has the id ${id}.`);
  return account;
}

/** Refuses a change that would leave no active Administrador: the account is one, and no other is active. */
export async function keepAnAdministrador(
  tx: Prisma.TransactionClient,
  account: { id: string; role: string; status: string },
) {
  if (account.role !== "administrador" || account.status !== "active") return;
  const others = await tx.account.count({
    where: { role: "administrador", status: "active", id: { not: account.id } },
  });
  if (others === 0) throw new TeamRuleError("The newsroom needs at least one active Administrador.");
}

export function changeRole(id: string, role: Role, byId: string): Promise<void> {
  return serializable(async (tx) => {
    const account = await member(tx, id);
    if (role !== "administrador") await keepAnAdministrador(tx, account);
    await tx.account.update({ where: { id }, data: { role } });
    const detail = { from: account.role, to: role };
    await record(tx, { actorId: byId, kind: "role-changed", subject: account.email, detail });
  });
}

/** The person can no longer sign in, and every session of theirs ends in the same transaction. */
export function deactivate(id: string, byId: string): Promise<void> {
  return serializable(async (tx) => {
    const account = await member(tx, id);
    if (account.status === "invited") throw new TeamRuleError("An invitation is cancelled, not deactivated.");
    await keepAnAdministrador(tx, account);
    await tx.account.update({ where: { id }, data: { status: "deactivated" } });
    await tx.editorSession.deleteMany({ where: { accountId: id } });
    await tx.accountLink.deleteMany({ where: { accountId: id } });
    await record(tx, { actorId: byId, kind: "account-deactivated", subject: account.email });
  });
}

/** A deactivated person signs in again with the password they had. */
export function reactivate(id: string, byId: string): Promise<void> {
  return serializable(async (tx) => {
    const account = await member(tx, id);
    if (account.status !== "deactivated") throw new TeamRuleError("Only a deactivated account is reactivated.");
    await tx.account.update({ where: { id }, data: { status: "active" } });
    await record(tx, { actorId: byId, kind: "account-reactivated", subject: account.email });
  });
}
