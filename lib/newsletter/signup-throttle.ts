// How often one client may send the signup form, kept in the server's memory: a reader who mistyped an address twice
// never meets it, a script trying addresses gets one a minute. Each mailbox is limited apart, in the same memory, to
// one signup in ten minutes whatever its +tag, and each address, in the database, to one confirmation mail in ten
// minutes (CONFIRMATION_MAIL_INTERVAL_MS, below), whatever the client.
import { clientMeter } from "../client-meter";
import { standalonePage } from "../http/standalone-page";
import messages from "../../messages/es.json";

/**
 * One confirmation mail per address in this time at most, however often and from however many clients or app servers
 * it is asked for (requestSignup, ./subscribers.ts): the form cannot be used to flood a mailbox. The row's consentAt is
 * the moment the last one went.
 */
export const CONFIRMATION_MAIL_INTERVAL_MS = 10 * 60 * 1000;

export const SIGNUP_BURST = 5;
export const SIGNUP_INTERVAL_MS = 60 * 1000;

/** Answers 0 for a signup that may go ahead, else the seconds until one may. */
export const signupMeter = (now?: () => number) =>
  clientMeter({ burst: SIGNUP_BURST, intervalMs: SIGNUP_INTERVAL_MS }, now);

/**
 * The inbox an address reaches: most mail providers (Gmail, Outlook, iCloud, Fastmail, Proton) deliver `lector+1@` to
 * `lector@`, so one inbox could be sent a confirmation per alias. The address as the store keeps it, in lower case.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, at).split("+")[0]}${email.slice(at)}`.toLowerCase();
}

/**
 * Answers 0 for a signup of a mailbox that may go ahead, else the seconds until one may: one in ten minutes, as the
 * database allows one confirmation mail per address (a reader who asks again in between gets no new mail anyway).
 */
export const mailboxMeter = (now?: () => number) =>
  clientMeter({ burst: 1, intervalMs: CONFIRMATION_MAIL_INTERVAL_MS }, now);

const page = standalonePage(messages.Newsletter.throttled);

/** 429 with a page in Spanish: the reader is sent nowhere, and told when to try again. */
export const tooManySignups = (seconds: number) =>
  new Response(page, {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
    },
  });
