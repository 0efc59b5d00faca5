import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { secondFactorKey } from "./credentials-key";

// An authenticator's secret is read back at every sign-in, so it cannot be hashed: AES-256-GCM, a fresh nonce each
// time, the nonce and the tag stored beside the ciphertext ("nonce.ciphertext.tag", base64url).
const ALGORITHM = "aes-256-gcm";

export function seal(plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, secondFactorKey("totp-secret"), nonce);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [nonce, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

/** The secret, or null when it was sealed with another SESSION_SECRET or altered. */
export function unseal(stored: string): string | null {
  const [nonce, sealed, tag] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!nonce || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, secondFactorKey("totp-secret"), nonce);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
