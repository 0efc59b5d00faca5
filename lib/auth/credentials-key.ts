import "server-only";
import { createHmac } from "node:crypto";
import { credentials } from "../credentials";

/**
 * A key for one purpose, derived from SESSION_SECRET and the editor's credentials: rotating the
 * secret or changing ADMIN_EMAIL or ADMIN_PASSWORD voids everything made with the old key.
 */
export function credentialsKey(purpose: "session" | "device" | "publishing"): Buffer {
  const { sessionSecret, adminEmail, adminPassword } = credentials();
  return createHmac("sha256", sessionSecret)
    .update(JSON.stringify([purpose, adminEmail, adminPassword]))
    .digest();
}

export const keyed = (purpose: Parameters<typeof credentialsKey>[0], value: string) =>
  createHmac("sha256", credentialsKey(purpose)).update(value, "utf8").digest("base64url");

/** What a key derived from SESSION_SECRET alone is for: the links mailed to readers and to the newsroom's people. */
type MailedLinkPurpose = "newsletter-confirmation" | "newsletter-unsubscribe" | "account-link";

const sessionSecretKey = (purpose: MailedLinkPurpose | "api-key" | "totp-secret" | "recovery-code") =>
  createHmac("sha256", credentials().sessionSecret)
    .update(JSON.stringify([purpose]))
    .digest();

/**
 * A key for mailed links, derived from SESSION_SECRET alone: a new password of the first Administrador must not break
 * the links already waiting in inboxes, while rotating the secret voids them all.
 */
export const mailedLinkKey = (purpose: MailedLinkPurpose): Buffer => sessionSecretKey(purpose);

/** The key of the API keys' secrets: like the mailed links', a new ADMIN_PASSWORD leaves people's keys working. */
export const apiKeySecretKey = (): Buffer => sessionSecretKey("api-key");

/**
 * The keys of a person's second factor, from SESSION_SECRET alone: a new ADMIN_PASSWORD leaves every authenticator and
 * recovery code working; rotating the secret voids them (docs/team.md says what a person then does).
 */
export const secondFactorKey = (purpose: "totp-secret" | "recovery-code"): Buffer => sessionSecretKey(purpose);
