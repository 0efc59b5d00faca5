import { randomUUID } from "node:crypto";
import { db } from "../db";
import { deactivate, reactivate } from "../members/members";
import type { Role } from "../team/roles";
import {
  ApiKeyNotFoundError,
  createKey,
  keysByAccount,
  listKeys,
  MAX_KEYS_PER_PERSON,
  revokeKey,
  TooManyKeysError,
} from "./api-keys";
import { keyHolder, markUsed } from "./key-credentials";

async function person(role: Role = "autor") {
  const id = randomUUID();
  await db.account.create({ data: { id, email: `${role}-${id}@example.mx`, name: role, role, status: "active" } });
  return { id, role };
}

const storedKey = (id: string) => db.apiKey.findUniqueOrThrow({ where: { id } });

describe("a person's API keys", () => {
  test("a new key's secret is shown once, 256 random bits, and only its keyed hash is stored", async () => {
    const autora = await person();
    const key = await createKey(autora.id, "Importador");
    expect(key.id).toMatch(/^pk_[0-9a-f]{24}$/);
    expect(Buffer.from(key.secret, "base64url")).toHaveLength(32);
    const row = await storedKey(key.id);
    expect(JSON.stringify(row)).not.toContain(key.secret);
    expect(row.secretHash).not.toBe(key.secret);
    const listing = [{ id: key.id, name: "Importador", createdAt: key.createdAt, lastUsedAt: null }];
    expect(await listKeys(autora.id)).toEqual(listing);
    expect((await keysByAccount()).get(autora.id)).toEqual(listing);
  });

  test("opens with its secret and acts with its person's role; a wrong secret or an unknown id opens nothing", async () => {
    const editora = await person("editor");
    const key = await createKey(editora.id, "Script");
    expect(await keyHolder(key.id, key.secret)).toEqual({ keyId: key.id, accountId: editora.id, role: "editor" });
    expect(await keyHolder(key.id, `${key.secret}x`)).toBeNull();
    expect(await keyHolder(key.id, "")).toBeNull();
    expect(await keyHolder("pk_000000000000000000000000", key.secret)).toBeNull();
    expect(await keyHolder("not-a-key", key.secret)).toBeNull();
  });

  test("a revoked key is refused at once, and so is every key of a deactivated person while they are", async () => {
    const autora = await person();
    const [kept, revoked] = [await createKey(autora.id, "Kept"), await createKey(autora.id, "Revoked")];
    await revokeKey(autora, revoked.id);
    expect(await keyHolder(revoked.id, revoked.secret)).toBeNull();
    expect((await listKeys(autora.id)).map((key) => key.id)).toEqual([kept.id]);
    await expect(revokeKey(autora, revoked.id)).rejects.toThrow(ApiKeyNotFoundError);

    await deactivate(autora.id, autora.id);
    expect(await keyHolder(kept.id, kept.secret)).toBeNull();
    await reactivate(autora.id, autora.id);
    expect(await keyHolder(kept.id, kept.secret)).not.toBeNull();
  });

  test("a person holds a bounded number of keys in use; revoking one makes room", async () => {
    const autora = await person();
    const keys = [];
    for (let i = 0; i < MAX_KEYS_PER_PERSON; i++) keys.push(await createKey(autora.id, `Llave ${i}`));
    await expect(createKey(autora.id, "Una más")).rejects.toThrow(TooManyKeysError);
    expect(await listKeys(autora.id)).toHaveLength(MAX_KEYS_PER_PERSON);
    await revokeKey(autora, keys[0].id);
    await createKey(autora.id, "Una más");
    expect((await listKeys(autora.id)).map((key) => key.name)).toContain("Una más");
  });

  test("a person revokes only their own keys, an Administrador anyone's", async () => {
    const [autora, otra, administradora] = [await person(), await person("editor"), await person("administrador")];
    const key = await createKey(autora.id, "Suya");
    await expect(revokeKey(otra, key.id)).rejects.toThrow(ApiKeyNotFoundError);
    expect((await storedKey(key.id)).revokedAt).toBeNull();
    await revokeKey(administradora, key.id);
    expect((await storedKey(key.id)).revokedAt).not.toBeNull();
  });

  test("its last use is written at most once a minute", async () => {
    const autora = await person();
    const key = await createKey(autora.id, "Reloj");
    const first = new Date("2026-12-04T10:00:00Z");
    await markUsed(key.id, first);
    await markUsed(key.id, new Date(first.getTime() + 30_000));
    expect((await storedKey(key.id)).lastUsedAt).toEqual(first);
    const later = new Date(first.getTime() + 61_000);
    await markUsed(key.id, later);
    expect((await storedKey(key.id)).lastUsedAt).toEqual(later);
  });

  test("goes with its person's account", async () => {
    const autora = await person();
    const key = await createKey(autora.id, "Efímera");
    await db.account.delete({ where: { id: autora.id } });
    expect(await db.apiKey.findUnique({ where: { id: key.id } })).toBeNull();
  });
});
