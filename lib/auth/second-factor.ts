import "server-only";
import { record, type AuditDetail } from "../audit/record";
import { db } from "../db";
import { takeFailedSignIns } from "./failed-sign-ins";
import { spendRecoveryCode } from "./recovery-codes";
import { endSpentPendingSession, openPendingSession, pendingSession, takeFactorTry } from "./session";
import { beginAttempt, forgetFailures, throttleKey, type Attempt } from "./throttle";
import { acceptTotpCode } from "./totp";

/** "signed-in": the session opened; "wrong": try again; "ended": sign in with the password again. */
export type FactorOutcome = "signed-in" | "wrong" | "ended" | Extract<Attempt, { allowed: false }>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The second step of a sign-in: a code of the person's authenticator, or one of their recovery codes (spent). Each try
 * is counted twice before the code is read: against the waiting session, which ends at its fifth wrong one, and
 * against the person under the login's escalating throttle (slowed after three, then locked for a minute, doubling up
 * to an hour), which a new password sign-in does not forget: only a right code does. Answers the lock when one holds.
 */
export async function giveSecondFactor(
  token: string | undefined,
  code: string,
  now: Date = new Date(),
): Promise<FactorOutcome> {
  const pending = await pendingSession(token, now);
  if (!token || !pending || !(await takeFactorTry(token))) return "ended";
  const keys = [throttleKey("factor", pending.accountId)];
  const attempt = await beginAttempt(keys, now);
  if (!attempt.allowed) return attempt;
  if (attempt.delayMs > 0) await pause(attempt.delayMs);
  const way = (await acceptTotpCode(pending.accountId, code, now))
    ? "totp"
    : (await spendRecoveryCode(pending.accountId, code, now))
      ? "recovery-code"
      : null;
  const audit = (kind: "sign-in" | "sign-in-refused", detail: AuditDetail) =>
    record(db, { actorId: pending.accountId, kind, subject: pending.email, detail, at: now });
  if (way === null) {
    await audit("sign-in-refused", { secondFactor: true });
    return (await endSpentPendingSession(token)) ? "wrong" : "ended";
  }
  await forgetFailures(keys);
  const failedBefore = await takeFailedSignIns(pending.email);
  if (!(await openPendingSession(token, pending.accountId, now, failedBefore))) return "ended";
  await audit("sign-in", { secondFactor: way });
  return "signed-in";
}
