// A person's keys to the API (docs/team.md): made and revoked from their own account; an Administrador also revokes
// anyone's. The secret is returned once, by createKey, and only its keyed hash is stored.
import "server-only";
import { db } from "../db";
import type { Person } from "../team/rights";
import { holds } from "../team/rights";
import { newKeyId, newSecret, secretHash } from "./secret-hash";

export type ApiKeyListing = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** The key the request names is not there for the person asking: none has that id, or it is someone else's. */
export class ApiKeyNotFoundError extends Error {}

export async function createKey(accountId: string, name: string, now: Date = new Date()) {
  const [id, secret] = [newKeyId(), newSecret()];
  await db.apiKey.create({ data: { id, accountId, name, secretHash: secretHash(secret), createdAt: now } });
  return { id, name, secret, createdAt: now };
}

/** The person's keys still in use, the newest first; never a secret, nor its hash. */
export function listKeys(accountId: string): Promise<ApiKeyListing[]> {
  return db.apiKey.findMany({
    where: { accountId, revokedAt: null },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}

/** Stops the key at once: one's own, or anyone's for an Administrador. A key already revoked is not found. */
export async function revokeKey(by: Person, id: string, now: Date = new Date()): Promise<void> {
  const owner = holds(by.role, "team") ? {} : { accountId: by.id };
  const { count } = await db.apiKey.updateMany({ where: { id, revokedAt: null, ...owner }, data: { revokedAt: now } });
  if (count === 0) throw new ApiKeyNotFoundError(`You have no key with the id "${id}".`);
}
