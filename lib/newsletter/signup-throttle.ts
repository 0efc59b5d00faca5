// How often one client may send the signup form, kept in the server's memory: a reader who mistyped an address twice
// never meets it, a script trying addresses gets one a minute. Each address is limited apart, in the database, to one
// confirmation mail in ten minutes (CONFIRMATION_MAIL_INTERVAL_MS, ./subscribers.ts), whatever the client.
import { clientMeter } from "../client-meter";
import { standalonePage } from "../http/standalone-page";
import messages from "../../messages/es.json";

export const SIGNUP_BURST = 5;
export const SIGNUP_INTERVAL_MS = 60 * 1000;

/** Answers 0 for a signup that may go ahead, else the seconds until one may. */
export const signupMeter = (now?: () => number) =>
  clientMeter({ burst: SIGNUP_BURST, intervalMs: SIGNUP_INTERVAL_MS }, now);

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
