// Invitations to the newsroom (docs/team.md): an Administrador names a person and a role; the person gets a mail with a
// link, good once for 7 days, where they choose their password. Until then the account is "invited" and opens nothing.
import "server-only";
import { randomUUID } from "node:crypto";
import { record } from "../audit/record";
import { normalizedEmail } from "../auth/accounts";
import { hashPassword } from "../auth/password";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { mailer, type Mailer } from "../mail/mailer";
import type { Role } from "../team/roles";
import { issueLink, liveLinkAccount, spendLink } from "./account-links";
import { MemberNotFoundError, TeamRuleError } from "./errors";
import { invitationMessage } from "./invitation-mail";

export type InvitationRequest = { email: string; name: string; role: Role };

/** The mail, naming who invites by the name on their account. */
async function mailInvitation(email: string, role: Role, inviterId: string, token: string, mail: Mailer, now: Date) {
  const inviter = await db.account.findUniqueOrThrow({ where: { id: inviterId }, select: { name: true } });
  await mail.send(invitationMessage({ email, role, inviter: inviter.name, token }), now);
}

/**
 * A new account, invited, and its mail. An address that already has an account is refused, whatever its state: an
 * invited one is sent its invitation again (resendInvitation), a deactivated one is reactivated from the team's page.
 */
export async function invite(
  request: InvitationRequest,
  inviterId: string,
  now: Date = new Date(),
  mail: Mailer = mailer(),
): Promise<string> {
  const email = normalizedEmail(request.email);
  const { id, token } = await serializable(async (tx) => {
    if (await tx.account.findUnique({ where: { email }, select: { id: true } })) {
      throw new TeamRuleError(`${email} already has an account.`);
    }
    const account = await tx.account.create({
      data: {
        id: randomUUID(),
        email,
        name: request.name.trim(),
        role: request.role,
        status: "invited",
        createdAt: now,
      },
    });
    await record(tx, { actorId: inviterId, kind: "invitation-sent", subject: email, detail: { role: request.role } });
    return { id: account.id, token: await issueLink(tx, account.id, "invitation", now) };
  });
  await mailInvitation(email, request.role, inviterId, token, mail, now);
  return id;
}

async function invitedAccount(id: string) {
  const account = await db.account.findUnique({
    where: { id },
    select: { id: true, email: true, role: true, status: true },
  });
  if (account?.status !== "invited") throw new MemberNotFoundError(`No invitation is waiting for the account ${id}.`);
  return account;
}

/** A new link for an invitation still waiting, the earlier one voided, and its mail. */
export async function resendInvitation(id: string, inviterId: string, now = new Date(), mail: Mailer = mailer()) {
  const account = await invitedAccount(id);
  const token = await serializable(async (tx) => {
    await record(tx, { actorId: inviterId, kind: "invitation-resent", subject: account.email });
    return issueLink(tx, account.id, "invitation", now);
  });
  await mailInvitation(account.email, account.role as Role, inviterId, token, mail, now);
}

/** An invitation withdrawn: the invited account and its link are gone; an accepted one is not an invitation. */
export async function cancelInvitation(id: string, byId: string): Promise<void> {
  const { email } = await invitedAccount(id);
  await serializable(async (tx) => {
    const { count } = await tx.account.deleteMany({ where: { id, status: "invited" } });
    if (count === 0) throw new MemberNotFoundError(`No invitation is waiting for the account ${id}.`);
    await record(tx, { actorId: byId, kind: "invitation-cancelled", subject: email });
  });
}

/**
 * The welcome: the link spent, the person's name and password set and the account active, in one transaction; the
 * account's id, or null for a link that is not (or no longer) good.
 */
export async function acceptInvitation(
  token: string,
  person: { name: string; password: string },
  now: Date = new Date(),
): Promise<string | null> {
  // A link that names nobody costs one look-up, not a password hash.
  if (!(await liveLinkAccount(db, token, "invitation", now))) return null;
  const passwordHash = await hashPassword(person.password);
  return serializable(async (tx) => {
    const accountId = await spendLink(tx, token, "invitation", now);
    if (!accountId) return null;
    const { count } = await tx.account.updateMany({
      where: { id: accountId, status: "invited" },
      data: { name: person.name.trim(), passwordHash, status: "active" },
    });
    if (count !== 1) return null;
    const { email } = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { email: true } });
    await record(tx, { actorId: accountId, kind: "invitation-accepted", subject: email });
    return accountId;
  });
}

/** The invited person a link names while it is good, for the welcome page; null otherwise. */
export async function invitationOf(token: string, now: Date = new Date()) {
  const accountId = /^[\w-]{43}$/.test(token) ? await liveLinkAccount(db, token, "invitation", now) : null;
  if (!accountId) return null;
  return db.account.findFirst({ where: { id: accountId, status: "invited" }, select: { email: true, name: true } });
}
