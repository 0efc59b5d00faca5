import "server-only";
import { record, type AuditDetail } from "../audit/record";
import { db } from "../db";
import { spendRecoveryCode } from "./recovery-codes";
import { countFactorFailure, openPendingSession, pendingSession } from "./session";
import { acceptTotpCode } from "./totp";

/** "signed-in": the session opened; "wrong": try again; "ended": sign in with the password again. */
export type FactorOutcome = "signed-in" | "wrong" | "ended";

/**
 * The second step of a sign-in: a code of the person's authenticator, or one of their recovery codes (spent). A wrong
 * one counts against the waiting session, which ends at the fifth.
 */
export async function giveSecondFactor(
  token: string | undefined,
  code: string,
  now: Date = new Date(),
): Promise<FactorOutcome> {
  const pending = await pendingSession(token, now);
  if (!token || !pending) return "ended";
  const way = (await acceptTotpCode(pending.accountId, code, now))
    ? "totp"
    : (await spendRecoveryCode(pending.accountId, code, now))
      ? "recovery-code"
      : null;
  const audit = (kind: "sign-in" | "sign-in-refused", detail: AuditDetail) =>
    record(db, { actorId: pending.accountId, kind, subject: pending.email, detail, at: now });
  if (way === null) {
    await audit("sign-in-refused", { secondFactor: true });
    return (await countFactorFailure(token)) ? "wrong" : "ended";
  }
  await openPendingSession(token, pending.accountId, now);
  await audit("sign-in", { secondFactor: way });
  return "signed-in";
}
