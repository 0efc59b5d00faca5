import { createHash } from "node:crypto";
import { db } from "../db";

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

/** Keys are hashed: the table holds no e-mail address or IP in clear, and an odd input has a fixed size. */
export function throttleKeys(client: string, email: string): string[] {
  const hash = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");
  return [hash(`client:${client}`), hash(`account:${email.trim().toLowerCase()}`)];
}

export type Attempt = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts the attempt before the password is checked, inside one transaction, so a burst of
 * parallel guesses cannot slip past the counter; a success then forgets the count.
 */
export async function beginAttempt(keys: string[], now: Date = new Date()): Promise<Attempt> {
  return db.$transaction(async (tx) => {
    await tx.loginThrottle.deleteMany({ where: { lastFailureAt: { lt: new Date(now.getTime() - FORGET_AFTER_MS) } } });
    const rows = await tx.loginThrottle.findMany({ where: { key: { in: keys } } });
    const lockedUntil = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
    if (lockedUntil > now.getTime()) {
      return { allowed: false, retryAfterSeconds: Math.ceil((lockedUntil - now.getTime()) / 1000) };
    }
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

export async function forgetFailures(keys: string[]): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: { in: keys } } });
}
