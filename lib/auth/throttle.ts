import "server-only";
import { createHash } from "node:crypto";
import { ApiError } from "../http/api-error";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { normalizedEmail } from "./accounts";

export const FREE_FAILURES = 3;
export const SLOWED_FAILURES = 2;
export const SLOWDOWN_STEP_MS = 1000;
export const FIRST_LOCK_MS = 60 * 1000;
export const MAX_LOCK_MS = 60 * 60 * 1000;
/** A day without a failure forgives the earlier ones. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * What the n-th attempt in a row (counting itself) costs: the first few are free, the next ones are
 * answered more slowly, and from then on each one locks the key for twice as long as the previous.
 */
export function penalty(attempt: number): { delayMs: number; lockMs: number } {
  if (attempt <= FREE_FAILURES) return { delayMs: 0, lockMs: 0 };
  const slowed = attempt - FREE_FAILURES;
  if (slowed <= SLOWED_FAILURES) return { delayMs: slowed * SLOWDOWN_STEP_MS, lockMs: 0 };
  return { delayMs: 0, lockMs: Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (slowed - SLOWED_FAILURES - 1)) };
}

/**
 * What failures are counted against: a client address at the login ("client") or at the API ("api-client"), an
 * account (the e-mail typed at the login), an API user (the name in Basic credentials), a browser that signed in
 * before (its device cookie) or a person's second-factor codes (their account id). Each door counts an address apart, so a flood of guesses at one never closes the other
 * to the same address. Keys are hashed: the table holds no e-mail address or IP in clear, and an odd input has a
 * fixed size.
 */
export function throttleKey(
  kind: "client" | "api-client" | "account" | "api-user" | "device" | "factor",
  value: string,
): string {
  const normalized = kind === "account" ? normalizedEmail(value) : value;
  return createHash("sha256").update(`${kind}:${normalized}`, "utf8").digest("hex");
}

export const throttleKeys = (client: string, email: string) => [
  throttleKey("client", client),
  throttleKey("account", email),
];

export type Attempt = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export const tooManyAttempts = (retryAfterSeconds: number, message: string) =>
  new ApiError("too_many_requests", message, undefined, { "Retry-After": String(retryAfterSeconds) });

const unlessLocked = (lockedUntil: number, now: Date): Attempt =>
  lockedUntil > now.getTime()
    ? { allowed: false, retryAfterSeconds: Math.ceil((lockedUntil - now.getTime()) / 1000) }
    : { allowed: true, delayMs: 0 };

const latestLock = (rows: { lockedUntil: Date | null }[]) =>
  Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));

/**
 * Counts the attempt before the password is checked, inside one transaction, so a burst of
 * parallel guesses cannot slip past the counter; a success then forgets the count.
 */
export async function beginAttempt(keys: string[], now: Date = new Date()): Promise<Attempt> {
  return serializable(async (tx) => {
    await tx.loginThrottle.deleteMany({ where: { lastFailureAt: { lt: new Date(now.getTime() - FORGET_AFTER_MS) } } });
    const rows = await tx.loginThrottle.findMany({ where: { key: { in: keys } } });
    const locked = unlessLocked(latestLock(rows), now);
    if (!locked.allowed) return locked;
    let delayMs = 0;
    for (const key of keys) {
      const failures = (rows.find((row) => row.key === key)?.failures ?? 0) + 1;
      const cost = penalty(failures);
      const data = {
        failures,
        lastFailureAt: now,
        lockedUntil: cost.lockMs > 0 ? new Date(now.getTime() + cost.lockMs) : null,
      };
      await tx.loginThrottle.upsert({ where: { key }, create: { key, ...data }, update: data });
      delayMs = Math.max(delayMs, cost.delayMs);
    }
    return { allowed: true, delayMs };
  });
}

/**
 * For credentials already found right, where checking them cost nothing: the client's own lock
 * applies, and a shared key's lock (an API user's) only to a client with failures of its own on
 * record, so guesses from elsewhere cannot lock out a client that never failed. The client's
 * failures are then forgotten; the shared key's stay, or a real client would reset an attacker's count.
 */
export async function admitRightCredentials(
  clientKey: string,
  sharedKey: string,
  now: Date = new Date(),
): Promise<Attempt> {
  const recent = { gte: new Date(now.getTime() - FORGET_AFTER_MS) };
  const rows = await db.loginThrottle.findMany({
    where: { key: { in: [clientKey, sharedKey] }, lastFailureAt: recent },
  });
  if (!rows.some((row) => row.key === clientKey)) return { allowed: true, delayMs: 0 };
  const attempt = unlessLocked(latestLock(rows), now);
  if (attempt.allowed) await forgetFailures([clientKey]);
  return attempt;
}

export async function forgetFailures(keys: string[]): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: { in: keys } } });
}
