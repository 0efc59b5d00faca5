// A beacon's request becomes a view to count, or nothing: bots and prefetches are left out by their headers here,
// the editor, unknown paths and repeated views by the counter, off the request.
import "server-only";
import { clientAddress } from "../auth/client-address";
import { sessionTokenFrom } from "../auth/cookie";
import { env } from "../env";
import { processSlots } from "../process-slots";
import type { Beacon } from "./beacon";
import { createPageCounter, type PageCounter } from "./page-counter";
import { isBot, isPrefetch } from "./uncounted-requests";

/** One counter per process, whichever bundle of it asks. */
const pageCounter = (): PageCounter =>
  processSlots.pageCounter.keep(() =>
    createPageCounter({ flushEveryMs: env().PAGE_COUNT_FLUSH_MS, siteHost: new URL(env().SITE_URL).hostname }),
  );

/** Hands the view to the counter and returns at once. */
export function countView(request: Request, { path, referrer }: Beacon, at: Date = new Date()): void {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (isBot(userAgent) || isPrefetch(request.headers)) return;
  const sessionToken = sessionTokenFrom(request.headers.get("cookie"));
  pageCounter().take({ path, referrer, address: clientAddress(request), userAgent, sessionToken, at });
}
