// The challenges of WebAuthn ceremonies (docs/team.md, step 7): made here, answered once within five minutes.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "../db";

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type CeremonyPurpose = "registration" | "sign-in";

/** The challenge is 256 random bits, so a plain hash keeps a read of the table from answering a ceremony. */
const challengeHash = (challenge: string) => createHash("sha256").update(challenge, "utf8").digest("base64url");

/**
 * A fresh challenge for a ceremony of `purpose`, for `accountId` (null for a sign-in, which names nobody yet): its
 * bytes, which the ceremony's options carry in base64url, the form the browser's answer names it in.
 */
export async function issueChallenge(
  purpose: CeremonyPurpose,
  accountId: string | null,
  now: Date = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = randomBytes(32);
  await db.webAuthnChallenge.create({
    data: {
      challengeHash: challengeHash(challenge.toString("base64url")),
      accountId,
      purpose,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    },
  });
  return new Uint8Array(challenge);
}

/**
 * Whether `challenge` was issued for this ceremony and still waits. It is used up by any answer that names it, right
 * or wrong, so none can be sent twice; the delete is the check, so of two answers at once only one takes it.
 */
export async function takeChallenge(
  challenge: string,
  purpose: CeremonyPurpose,
  accountId: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  const where = { challengeHash: challengeHash(challenge) };
  const issued = await db.webAuthnChallenge.findUnique({ where });
  if (!issued) return false;
  const { count } = await db.webAuthnChallenge.deleteMany({ where });
  return count === 1 && issued.purpose === purpose && issued.accountId === accountId && issued.expiresAt > now;
}

/** The upkeep's hourly sweep: challenges nobody answered in time. */
export async function sweepChallenges(now: Date = new Date()): Promise<number> {
  const { count } = await db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
