// A person's keys to the API (docs/team.md): made and revoked from their own account; an Administrador also revokes
// anyone's. The secret is returned once, by createKey, and only its keyed hash is stored.
import "server-only";
import { record } from "../audit/record";
import { db } from "../db";
import { serializable } from "../db-transaction";
import type { Person } from "../team/rights";
import { holds } from "../team/rights";
import { newKeyId, newSecret, secretHash } from "./secret-hash";

export type ApiKeyListing = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** The key the request names is not there for the person asking: none has that id, or it is someone else's. */
export class ApiKeyNotFoundError extends Error {}

/** Keys a person may hold at once: one per tool or device, with room to spare; each is checked on every API call. */
export const MAX_KEYS_PER_PERSON = 20;

/** The person already holds MAX_KEYS_PER_PERSON keys in use. */
export class TooManyKeysError extends Error {}

export async function createKey(accountId: string, name: string, now: Date = new Date()) {
  const [id, secret] = [newKeyId(), newSecret()];
  await serializable(async (tx) => {
    if ((await tx.apiKey.count({ where: { accountId, revokedAt: null } })) >= MAX_KEYS_PER_PERSON)
      throw new TooManyKeysError(`A person holds at most ${MAX_KEYS_PER_PERSON} keys in use: revoke one first.`);
    await tx.apiKey.create({ data: { id, accountId, name, secretHash: secretHash(secret), createdAt: now } });
    await record(tx, { actorId: accountId, kind: "key-created", subject: id, detail: { name }, at: now });
  });
  return { id, name, secret, createdAt: now };
}

const LISTING = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;
const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "asc" as const }];

/** The person's keys still in use, the newest first; never a secret, nor its hash. */
export function listKeys(accountId: string): Promise<ApiKeyListing[]> {
  return db.apiKey.findMany({ where: { accountId, revokedAt: null }, select: LISTING, orderBy: NEWEST_FIRST });
}

/** Everyone's keys still in use, by account, for the team's page: one query for the whole team. */
export async function keysByAccount(): Promise<Map<string, ApiKeyListing[]>> {
  const rows = await db.apiKey.findMany({
    where: { revokedAt: null },
    select: { ...LISTING, accountId: true },
    orderBy: NEWEST_FIRST,
  });
  const byAccount = new Map<string, ApiKeyListing[]>();
  for (const { accountId, ...key } of rows) {
    const keys = byAccount.get(accountId);
    if (keys) keys.push(key);
    else byAccount.set(accountId, [key]);
  }
  return byAccount;
}

/** Stops the key at once: one's own, or anyone's for an Administrador. A key already revoked is not found. */
export async function revokeKey(by: Person, id: string, now: Date = new Date()): Promise<void> {
  const owner = holds(by.role, "team") ? {} : { accountId: by.id };
  await serializable(async (tx) => {
    const { count } = await tx.apiKey.updateMany({
      where: { id, revokedAt: null, ...owner },
      data: { revokedAt: now },
    });
    if (count === 0) throw new ApiKeyNotFoundError(`You have no key with the id "${id}".`);
    await record(tx, { actorId: by.id, kind: "key-revoked", subject: id, at: now });
  });
}
