import { z } from "../zod";

/** The forms a reader can sign up with: their name is kept as the consent's source. */
export const SIGNUP_SOURCES = ["footer", "post"] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

/** RFC 5321's limit on an address, checked before the address is parsed. */
const EMAIL_MAX_LENGTH = 254;

/** A reader's address as the store keeps it: trimmed and in lower case, so that one mailbox is one row. */
export const subscriberEmailSchema = z.string().trim().max(EMAIL_MAX_LENGTH).toLowerCase().pipe(z.email());
