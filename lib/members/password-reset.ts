// "¿Olvidaste tu contraseña?" (docs/team.md): a mail with a link good once for an hour, to an active account only, and
// nothing that tells the asker whether the address has one. A new password ends every session of the person.
import "server-only";
import { normalizedEmail } from "../auth/accounts";
import { hashPassword } from "../auth/password";
import { forgetFailures, throttleKey } from "../auth/throttle";
import { record } from "../audit/record";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { mailer, type Mailer } from "../mail/mailer";
import { issueLink, liveLinkAccount, spendLink } from "./account-links";
import { resetMessage } from "./reset-mail";

/** One reset mail per account in this time at most, from however many clients or app servers it is asked for. */
export const RESET_MAIL_INTERVAL_MS = 5 * 60 * 1000;

const LINK_SHAPE = /^[\w-]{43}$/;

/**
 * Mails a reset link when the address names an active account that has not been sent one in the last five minutes;
 * does nothing otherwise. Answers whether a mail went, for the tests: the route runs it after its answer has left.
 */
export async function requestPasswordReset(
  email: string,
  now: Date = new Date(),
  mail: Mailer = mailer(),
): Promise<boolean> {
  const account = await db.account.findUnique({
    where: { email: normalizedEmail(email) },
    select: { id: true, email: true, name: true, status: true, passwordHash: true },
  });
  if (account?.status !== "active" || !account.passwordHash) return false;
  const token = await serializable(async (tx) => {
    const recent = await tx.accountLink.count({
      where: {
        accountId: account.id,
        purpose: "reset",
        createdAt: { gt: new Date(now.getTime() - RESET_MAIL_INTERVAL_MS) },
      },
    });
    return recent > 0 ? null : issueLink(tx, account.id, "reset", now);
  });
  if (!token) return false;
  await mail.send(resetMessage({ email: account.email, name: account.name, token }), now);
  return true;
}

const liveResetAccount = async (token: string, now: Date) =>
  LINK_SHAPE.test(token) ? liveLinkAccount(db, token, "reset", now) : null;

/** The address a reset link is for while it is good (the new password's page shows it), null otherwise. */
export async function resetLinkEmail(token: string, now: Date = new Date()): Promise<string | null> {
  const accountId = await liveResetAccount(token, now);
  if (!accountId) return null;
  const account = await db.account.findFirst({ where: { id: accountId, status: "active" }, select: { email: true } });
  return account?.email ?? null;
}

/**
 * The new password set with the link, the link spent and every session of the person ended, in one transaction; the
 * account's id, or null for a link that is not (or no longer) good or a person no longer active. The person proved
 * they read the mailbox, so the failed sign-ins counted against the address are forgotten.
 */
export async function resetPassword(token: string, password: string, now: Date = new Date()): Promise<string | null> {
  // A link that names nobody costs one look-up, not a password hash.
  if (!(await liveResetAccount(token, now))) return null;
  const passwordHash = await hashPassword(password);
  const account = await serializable(async (tx) => {
    const accountId = await spendLink(tx, token, "reset", now);
    if (!accountId) return null;
    const { count } = await tx.account.updateMany({
      where: { id: accountId, status: "active" },
      data: { passwordHash },
    });
    if (count !== 1) return null;
    await tx.editorSession.deleteMany({ where: { accountId } });
    const reset = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { id: true, email: true } });
    await record(tx, { actorId: accountId, kind: "password-reset", subject: reset.email });
    return reset;
  });
  if (account) await forgetFailures([throttleKey("account", account.email)]);
  return account?.id ?? null;
}
