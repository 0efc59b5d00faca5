// How often one client may do something costly, kept in the server's memory: the generic cell rate algorithm, one
// instant per client (the moment its allowance is whole again). Searches (lib/search/search-throttle.ts) and the
// boletín's signups (lib/newsletter/signup-throttle.ts) each keep a meter of their own.

/** How many a client may do at once, then how often one more. */
export type Rate = { burst: number; intervalMs: number };

/**
 * Clients remembered at once (a number each): past it, the one seen longest ago is forgotten, which frees nothing but
 * its own count. A flood from so many addresses is held by each request's bounded cost, not by this.
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

/** Answers 0 for a request that may go ahead (and counts it), else the whole seconds until one may. */
export function clientMeter({ burst, intervalMs }: Rate, now: () => number = Date.now) {
  const refilled = new Map<string, number>();
  const slack = (burst - 1) * intervalMs;
  return function waitBefore(client: string): number {
    const at = now();
    const full = Math.max(refilled.get(client) ?? at, at);
    if (full - at > slack) return Math.ceil((full - at - slack) / 1000);
    // Deleted and set again, so the map's order is the order clients were last counted in.
    refilled.delete(client);
    refilled.set(client, full + intervalMs);
    if (refilled.size > REMEMBERED_CLIENTS) refilled.delete(refilled.keys().next().value!);
    return 0;
  };
}
