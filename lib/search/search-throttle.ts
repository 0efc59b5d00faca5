// How often one client may search (/buscar and GET /edmNews?q=), kept in the server's memory: a reader paging through
// results never meets it, a client looping a search gets one a second. Enforced by server/answers/search-throttle.ts.
import { clientMeter } from "../client-meter";

/** Searches a client may make at once: more than a reader paging through results and refining a query ever does. */
export const SEARCH_BURST = 30;
/** Then one more every second: 60 a minute. */
export const SEARCH_INTERVAL_MS = 1000;

/** Answers 0 for a search that may run, else the seconds until one may. */
export const searchMeter = (now?: () => number) =>
  clientMeter({ burst: SEARCH_BURST, intervalMs: SEARCH_INTERVAL_MS }, now);
