// How often one client may search (/buscar and GET /edmNews?q=), kept in the server's memory: a reader paging through
// results never meets it, a client looping a search gets one a second. Enforced by lib/http/search-throttle-answers.ts.

/** Searches a client may make at once: more than a reader paging through results and refining a query ever does. */
export const SEARCH_BURST = 30;
/** Then one more every second: 60 a minute. */
export const SEARCH_INTERVAL_MS = 1000;
/**
 * Clients remembered at once (a number each): past it, the one that searched longest ago is forgotten, which frees
 * nothing but its own count. A flood from so many addresses is held by each search's bounded cost, not by this.
 */
export const REMEMBERED_CLIENTS = 10_000;

/**
 * Who a client is: its IPv4 address, or the /64 of its IPv6 one, which a single host or home network is given
 * whole, so that stepping through its addresses is still one client.
 */
export function clientOf(address: string): string {
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/**
 * A meter of searches per client (the generic cell rate algorithm: one instant per client, the moment its searches
 * are all back). Answers 0 for a search that may run, else the seconds until one may.
 */
export function searchMeter(now: () => number = Date.now) {
  const refilled = new Map<string, number>();
  const slack = (SEARCH_BURST - 1) * SEARCH_INTERVAL_MS;
  return function waitBeforeSearch(client: string): number {
    const at = now();
    const full = Math.max(refilled.get(client) ?? at, at);
    if (full - at > slack) return Math.ceil((full - at - slack) / 1000);
    // Deleted and set again, so the map's order is the order clients last searched in.
    refilled.delete(client);
    refilled.set(client, full + SEARCH_INTERVAL_MS);
    if (refilled.size > REMEMBERED_CLIENTS) refilled.delete(refilled.keys().next().value!);
    return 0;
  };
}
