// The boletín's sending settings, part of the site's settings (env-schema.ts): its pace, its retries, its DKIM key.
import { createPrivateKey } from "node:crypto";
import { z } from "./zod";

/** A DNS label or several (RFC 6376 selectors may have dots): letters, digits and inner hyphens. */
const SELECTOR = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A PEM private key, given whole or on one line with \n escapes (as most secret stores and .env files keep it). */
const privateKeyPem = z
  .string()
  .trim()
  .transform((value) => value.replace(/\\n/g, "\n"))
  .refine(
    (pem) => {
      try {
        return createPrivateKey(pem).asymmetricKeyType === "rsa";
      } catch {
        return false;
      }
    },
    {
      message: "DKIM_PRIVATE_KEY must be an RSA private key in PEM (-----BEGIN PRIVATE KEY-----…), \\n escapes allowed",
    },
  );

export const newsletterSettings = {
  /** Mails a second the sender hands to SMTP_URL: what the mail provider allows, well below what it refuses. */
  NEWSLETTER_RATE: z.coerce
    .number({ message: "NEWSLETTER_RATE must be a number of mails per second" })
    .positive("NEWSLETTER_RATE must be more than 0 mails per second")
    .max(1000, "NEWSLETTER_RATE must be at most 1000 mails per second")
    .default(10),
  /** The first wait after a temporary refusal; each next one doubles it. */
  NEWSLETTER_RETRY_SECONDS: z.coerce
    .number({ message: "NEWSLETTER_RETRY_SECONDS must be a number of seconds" })
    .int("NEWSLETTER_RETRY_SECONDS must be a whole number")
    .min(1, "NEWSLETTER_RETRY_SECONDS must be at least 1")
    .default(60),
  DKIM_PRIVATE_KEY: privateKeyPem.optional(),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(SELECTOR, 'DKIM_SELECTOR must be a DNS name such as "pulso2026" (its key is at pulso2026._domainkey)')
    .optional(),
};

type Keys = { DKIM_PRIVATE_KEY?: string; DKIM_SELECTOR?: string };

/** A key without its selector, or the other way round, signs nothing: say so at start rather than send unsigned. */
export function checkDkimPair({ DKIM_PRIVATE_KEY, DKIM_SELECTOR }: Keys, context: z.RefinementCtx): void {
  if (Boolean(DKIM_PRIVATE_KEY) === Boolean(DKIM_SELECTOR)) return;
  const [missing, given] = DKIM_PRIVATE_KEY
    ? ["DKIM_SELECTOR", "DKIM_PRIVATE_KEY"]
    : ["DKIM_PRIVATE_KEY", "DKIM_SELECTOR"];
  context.addIssue({ code: "custom", path: [missing], message: `${missing} must be set with ${given}, or neither` });
}
