// npx tsx scripts/performance/client-meter-bench.ts: what one check of a client meter (lib/client-meter.ts) costs once
// it remembers as many clients as it may and each new one forces older ones out, as an address-rotating flood does,
// for the searches' and signups' bound (10,000) and the reader meter's (50,000, lib/analytics/reader-meter.ts); and
// the reader meter's memory when full. Not a test: the numbers go in docs/analytics.md.
import { clientMeter, REMEMBERED_CLIENTS } from "../../lib/client-meter";
import { METERED_PAGES, readerMeter } from "../../lib/analytics/reader-meter";

const CHECKS = 200_000;

for (const remembered of [REMEMBERED_CLIENTS, METERED_PAGES]) {
  const waitBefore = clientMeter({ burst: 5, intervalMs: 10_000 }, Date.now, remembered);
  for (let client = 0; client < remembered; client++) waitBefore(`k${client}`);
  const started = performance.now();
  for (let client = remembered; client < remembered + CHECKS; client++) waitBefore(`k${client}`);
  const perCheck = ((performance.now() - started) * 1000) / CHECKS;
  console.log(`${remembered} clients remembered, each check a new one: ${perCheck.toFixed(2)} µs a check`);
}

const gc = globalThis.gc;
if (gc) {
  gc();
  const before = process.memoryUsage().heapUsed;
  const meter = readerMeter();
  // Addresses of an IPv6 flood and the paths of long post ids, as a full reader meter holds them.
  for (let index = 0; index < 2 * METERED_PAGES; index++) {
    meter(
      `2001:db8:${(index >> 12).toString(16)}:${(index & 0xfff).toString(16)}::1`,
      `/post/${"nota-".repeat(12)}${index}`,
      new Date(),
    );
  }
  gc();
  const bytes = process.memoryUsage().heapUsed - before;
  console.log(
    `the reader meter full: ${(bytes / 1e6).toFixed(1)} MB (${meter("::1", "/", new Date()) ? "" : ""}at most ${METERED_PAGES} entries)`,
  );
} else {
  console.log("Run with node --expose-gc --import tsx for the reader meter's memory.");
}
