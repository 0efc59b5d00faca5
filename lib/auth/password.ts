import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { env } from "../env";

type Cost = { N: number; r: number; p: number };

/**
 * Below OWASP's scrypt floor (N=2^17 costs 128 MiB per login, too much for this small host): 2^15 by default
 * (PASSWORD_HASH_COST), r=8, p=1.
 */
const cost = (): Cost => ({ N: 2 ** env().PASSWORD_HASH_COST, r: 8, p: 1 });
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$key": the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = cost();
  const key = await deriveKey(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await deriveKey(password, Buffer.from(salt, "base64url"), { N: +N, r: +r, p: +p });
  return given.length === expected.length && timingSafeEqual(given, expected);
}
