// How much one client can add to a page's counts, whatever user agent it claims: a token bucket per client network (an
// IPv4 address, an IPv6 /64) and page, in the server's memory, checked before a view reaches the batch. A burst from
// one machine counts as a few views; the steady trickle of real readers sharing a carrier's address keeps counting.
import { clientMeter, clientOf, type Rate } from "../client-meter";

/**
 * Views of one page one client network may add at once, then one more every interval: 6 a minute, 360 an hour,
 * 8,640 a day per app server. At a festival, a page read by 500 readers behind one carrier address over a day is some
 * 50 an hour, a few hundred in the hour its news breaks; a script's 500 beacons in two seconds count 5.
 */
export const READER_RATE: Rate = { burst: 5, intervalMs: 10_000 };

/**
 * Client networks and pages remembered at once (about 150 bytes each): more than a server sees in the minute a bucket
 * takes to fill again at 800 beacons a second. Past it the one counted longest ago is forgotten, whose bucket was full
 * again or nearly.
 */
export const METERED_PAGES = 50_000;

export type ReaderMeter = (address: string, path: string, at: Date) => boolean;

/** Whether a view of `path` from `address` at `at` may be counted (and counts it against its bucket). */
export function readerMeter(rate: Rate = READER_RATE, remembered: number = METERED_PAGES): ReaderMeter {
  const waitBefore = clientMeter(rate, Date.now, remembered);
  return (address, path, at) => waitBefore(`${clientOf(address)} ${path}`, at.getTime()) === 0;
}
