// A person's key presented as HTTP Basic credentials: the key id as the user name, the secret as the password.
import "server-only";
import { db } from "../db";
import { sameSecret } from "../same-secret";
import type { Role } from "../team/roles";
import { API_KEY_ID, secretHash } from "./secret-hash";

const LAST_USE_STEP_MS = 60 * 1000;

/** Hashed against when no key has the id, so an unknown id costs what a known one does. */
const STAND_IN_HASH = "-".repeat(43);

export type KeyHolder = { keyId: string; accountId: string; role: Role };

/**
 * The key's person when the secret is the key's, the key is not revoked and the person is active (a deactivation
 * stops their keys at once: lib/members/members.ts); null otherwise.
 */
export async function keyHolder(id: string, secret: string): Promise<KeyHolder | null> {
  // One query whatever the id: the person is read only once the secret matched, so a wrong secret for a real key
  // costs what an unknown id does.
  const key = API_KEY_ID.test(id)
    ? await db.apiKey.findUnique({ where: { id }, select: { secretHash: true, revokedAt: true, accountId: true } })
    : null;
  const right = sameSecret(secretHash(secret), key?.secretHash ?? STAND_IN_HASH);
  if (!key || !right || key.revokedAt !== null) return null;
  const account = await db.account.findUnique({
    where: { id: key.accountId },
    select: { id: true, role: true, status: true },
  });
  if (account?.status !== "active") return null;
  return { keyId: id, accountId: account.id, role: account.role as Role };
}

/** Records the key's use, at most once a minute: a busy client does not write on every request. */
export async function markUsed(id: string, now: Date = new Date()): Promise<void> {
  await db.apiKey.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - LAST_USE_STEP_MS) } }] },
    data: { lastUsedAt: now },
  });
}
