// How often one client may do something costly, kept in the server's memory: the generic cell rate algorithm, one
// instant per client (the moment its allowance is whole again). Searches (lib/search/search-throttle.ts) and the
// boletín's signups (lib/newsletter/signup-throttle.ts) each keep a meter of their own.

/** How many a client may do at once, then how often one more. */
export type Rate = { burst: number; intervalMs: number };

/**
 * Clients remembered at once (a number each), at most: past half of it, those not counted since the half before are
 * forgotten, which frees nothing but their own counts. A flood from so many addresses is held by each request's bounded
 * cost, not by this.
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
 * The instant each client's allowance is whole again, in two generations (as quick-lru keeps them): a client counted
 * goes into the young one, and when that holds half the bound it becomes the old one and the one before is dropped
 * whole. Evicting one client at a time from the front of a single Map cost O(n) a count (V8 skips the deleted entries
 * it leaves there): 175 µs at 50,000 clients, where this costs about one.
 */
class Generations {
  private young = new Map<string, number>();
  private old = new Map<string, number>();

  constructor(private readonly half: number) {}

  get(client: string): number | undefined {
    return this.young.get(client) ?? this.old.get(client);
  }

  set(client: string, refilled: number): void {
    this.young.set(client, refilled);
    if (this.young.size < this.half) return;
    this.old = this.young;
    this.young = new Map();
  }
}

/**
 * Answers 0 for a request that may go ahead (and counts it), else the whole seconds until one may; `at` is the
 * request's instant when the caller meters it later than it came. `remembered` bounds its memory.
 */
export function clientMeter(
  { burst, intervalMs }: Rate,
  now: () => number = Date.now,
  remembered: number = REMEMBERED_CLIENTS,
) {
  const refilled = new Generations(Math.max(1, Math.floor(remembered / 2)));
  const slack = (burst - 1) * intervalMs;
  return function waitBefore(client: string, at: number = now()): number {
    const full = Math.max(refilled.get(client) ?? at, at);
    if (full - at > slack) return Math.ceil((full - at - slack) / 1000);
    refilled.set(client, full + intervalMs);
    return 0;
  };
}
