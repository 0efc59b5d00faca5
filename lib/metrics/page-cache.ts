// How often the page cache (lib/page-cache-handler.ts) had what Next.js asked for, in this server's memory or in Redis.
import { Counter } from "prom-client";
import { processMetric } from "./registry";

export type PageCacheStore = "memory" | "redis";
/** What was looked up: a page, a route handler's answer, or data a render reads (unstable_cache). */
export type PageCacheEntry = "page" | "route" | "data";

const lookups = processMetric(
  "edm_page_cache_lookups_total",
  (common) =>
    new Counter({
      ...common,
      help: "Page cache lookups, by store, kind of entry and outcome (hit: served from the cache)",
      labelNames: ["store", "entry", "outcome"] as const,
    }),
);

/** Each of the dozen series, found once: a page served from the cache costs about a millisecond in all. */
const series = new Map<string, Counter.Internal>();

export function countPageCacheLookup(store: PageCacheStore, entry: PageCacheEntry, hit: boolean): void {
  const outcome = hit ? "hit" : "miss";
  const key = `${store} ${entry} ${outcome}`;
  let counter = series.get(key);
  if (!counter) series.set(key, (counter = lookups.labels({ store, entry, outcome })));
  counter.inc();
}
