import { READER_RATE, readerMeter } from "./reader-meter";

const NOON = Date.UTC(2030, 2, 1, 18);
const at = (ms: number) => new Date(NOON + ms);
const PAGE = "/post/line-up-edc";

/** A seeded generator (a linear congruential one), so that a random day of readers is the same day on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** How many of `arrivals` (milliseconds after noon) the meter lets through from one address to one page. */
function admitted(arrivals: number[], address = "189.203.45.6"): number {
  const meter = readerMeter();
  return arrivals.filter((ms) => meter(address, PAGE, at(ms))).length;
}

describe("the reader meter", () => {
  it("counts 5 of 500 beacons from one address in two seconds, and 10 of a whole minute's flood", () => {
    expect(READER_RATE).toEqual({ burst: 5, intervalMs: 10_000 });
    expect(admitted(Array.from({ length: 500 }, (_, index) => index * 4))).toBe(5);
    // 250 a second for a whole minute: the 5 at once, then one every 10 s.
    expect(admitted(Array.from({ length: 15_000 }, (_, index) => index * 4))).toBe(10);
  });

  it("counts an IPv6 client's /64 as one address, and meters each page and each network apart", () => {
    const meter = readerMeter();
    const inOne64 = Array.from({ length: 50 }, (_, index) => `2001:db8:77:1:${index.toString(16)}::${index + 1}`);
    expect(inOne64.filter((address) => meter(address, PAGE, at(0)))).toHaveLength(5);
    expect(meter("2001:db8:77:2::1", PAGE, at(0))).toBe(true);
    expect(meter("2001:db8:77:1::99", "/post/otra-nota", at(0))).toBe(true);
    expect(meter("189.203.45.6", PAGE, at(0))).toBe(true);
    expect(meter("2001:db8:77:1:ffff::1", PAGE, at(10_000))).toBe(true);
    expect(meter("2001:db8:77:1:ffff::2", PAGE, at(10_000))).toBe(false);
  });

  it("keeps counting a steady stream of distinct readers behind one carrier address all day", () => {
    const everyTwelveSeconds = Array.from({ length: (24 * 3600) / 12 }, (_, index) => index * 12_000);
    expect(admitted(everyTwelveSeconds)).toBe(7_200);
  });

  it("counts nearly every reader of a festival day behind one address, arriving at random, 180 an hour", () => {
    const random = seeded(40);
    const arrivals: number[] = [];
    // Exponential gaps: readers who each open the page when they please, 12 hours long.
    for (let ms = 0; ms < 12 * 3_600_000;) arrivals.push((ms += (-Math.log(1 - random()) * 3_600_000) / 180));
    arrivals.pop();
    const counted = admitted(arrivals);
    expect(arrivals.length).toBeGreaterThan(2_000);
    expect(counted / arrivals.length).toBeGreaterThan(0.99);
  });

  it("remembers a bounded number of networks and pages, forgetting those counted longest ago", () => {
    const meter = readerMeter({ burst: 1, intervalMs: 60_000 }, 4);
    expect(meter("198.51.100.1", PAGE, at(0))).toBe(true);
    expect(meter("198.51.100.1", PAGE, at(1))).toBe(false);
    expect(meter("198.51.100.2", PAGE, at(2))).toBe(true);
    expect(meter("198.51.100.3", PAGE, at(3))).toBe(true);
    expect(meter("198.51.100.1", PAGE, at(4))).toBe(false);
    for (const other of ["4", "5"]) expect(meter(`198.51.100.${other}`, PAGE, at(5))).toBe(true);
    // Four others since: the first was forgotten, its next view starts a bucket anew.
    expect(meter("198.51.100.1", PAGE, at(6))).toBe(true);
  });
});
