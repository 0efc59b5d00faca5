// What every person changes of their own account at /editor/cuenta (docs/team.md): their name, their password, and
// the sessions they left open elsewhere.
import "server-only";
import { withKnownDeviceHashSlot } from "../auth/hash-slots";
import { hashPassword, verifyPassword } from "../auth/password";
import { endOtherSessions } from "../auth/session";
import { beginAttempt, forgetFailures, throttleKey, tooManyAttempts } from "../auth/throttle";
import { record } from "../audit/record";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { ApiError } from "../http/api-error";
import { roleOf } from "../team/roles";

/** What the person's account page shows of them. */
export async function accountProfile(accountId: string) {
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { email: true, name: true, role: true },
  });
  return { ...account, role: roleOf(account.role) };
}

export async function renameAccount(accountId: string, name: string): Promise<void> {
  await db.account.update({ where: { id: accountId }, data: { name: name.trim() } });
}

const wrongPassword = () =>
  new ApiError("validation", "The current password is not right.", {
    current: { code: "invalid", message: "is not your current password" },
  });

/**
 * The new password, once the current one is right: a stolen open session cannot take the account by itself. Guesses
 * count against the person as wrong passwords at the login do, and share its locks. Every other session of theirs
 * ends; `keptToken`'s, this page's, goes on.
 */
export async function changePassword(
  accountId: string,
  { current, password }: { current: string; password: string },
  keptToken: string,
): Promise<void> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
  const keys = [throttleKey("account", account.email)];
  const outcome = await withKnownDeviceHashSlot(async () => {
    const attempt = await beginAttempt(keys);
    if (!attempt.allowed) return attempt;
    return { ...attempt, right: !!account.passwordHash && (await verifyPassword(current, account.passwordHash)) };
  });
  if (!outcome.allowed) {
    throw tooManyAttempts(outcome.retryAfterSeconds, "Too many wrong passwords. Try again later.");
  }
  if (!outcome.right) throw wrongPassword();
  await forgetFailures(keys);
  const passwordHash = await hashPassword(password);
  await serializable(async (tx) => {
    await tx.account.update({ where: { id: accountId }, data: { passwordHash } });
    await record(tx, { actorId: accountId, kind: "password-changed", subject: account.email });
  });
  await endOtherSessions(accountId, keptToken);
}
