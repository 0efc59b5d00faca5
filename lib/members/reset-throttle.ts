// How often one client may ask for reset links, kept in the server's memory: a person who mistyped their address
// twice never meets it, a script walking a list of addresses gets one a minute. Each account is also limited, in the
// database, to one mail in five minutes (RESET_MAIL_INTERVAL_MS, ./password-reset.ts), whatever the client.
import { clientMeter } from "../client-meter";

export const RESET_BURST = 5;
export const RESET_INTERVAL_MS = 60 * 1000;

/** Answers 0 for a request that may go ahead, else the seconds until one may. */
export const resetMeter = (now?: () => number) =>
  clientMeter({ burst: RESET_BURST, intervalMs: RESET_INTERVAL_MS }, now);
