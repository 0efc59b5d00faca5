// The signed links of the boletín's mails: the address and an expiry, with an HMAC that only this site can make.
import "server-only";
import { createHmac } from "node:crypto";
import { mailedLinkKey } from "@/lib/auth/credentials-key";
import { sameSecret } from "@/lib/same-secret";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A confirmation link lives 48 hours. An unsubscribe link lives a year: it sits in every boletín and in its
 * List-Unsubscribe header, which a reader's mail app may follow weeks after the mail came (US law asks for 30 days).
 */
const LIFETIME_MS = {
  "newsletter-confirmation": 48 * HOUR_MS,
  "newsletter-unsubscribe": 365 * 24 * HOUR_MS,
} as const;

export type ReaderTokenPurpose = keyof typeof LIFETIME_MS;

/** Far longer than any token made here: a longer one is refused before it is decoded. */
const TOKEN_MAX_LENGTH = 512;

const signature = (purpose: ReaderTokenPurpose, email: string, expiry: string) =>
  createHmac("sha256", mailedLinkKey(purpose)).update(`${email}\n${expiry}`, "utf8").digest("base64url");

/** "<address in base64url>.<expiry in seconds, base 36>.<HMAC>": every character safe in a URL as it is. */
export function readerToken(purpose: ReaderTokenPurpose, email: string, now: Date): string {
  const expiry = Math.floor((now.getTime() + LIFETIME_MS[purpose]) / 1000).toString(36);
  return [Buffer.from(email, "utf8").toString("base64url"), expiry, signature(purpose, email, expiry)].join(".");
}

/** The address a token was made for, while it lives; null for a token that is expired, altered or not ours. */
export function tokenEmail(purpose: ReaderTokenPurpose, token: string, now: Date): string | null {
  if (token.length > TOKEN_MAX_LENGTH) return null;
  const [encoded, expiry, mac, ...rest] = token.split(".");
  if (rest.length > 0 || !encoded || !mac || !/^[0-9a-z]{1,12}$/.test(expiry ?? "")) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  if (!sameSecret(mac, signature(purpose, email, expiry))) return null;
  return parseInt(expiry, 36) * 1000 > now.getTime() ? email : null;
}
