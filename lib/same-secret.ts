import { createHash, timingSafeEqual } from "node:crypto";

/** Hashing first gives equal-length buffers, so the comparison time says nothing about the secret. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}
