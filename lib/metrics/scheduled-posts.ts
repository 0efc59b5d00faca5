// How late a scheduled post came online. Nothing is written at its time (docs/caching.md, Scheduled posts): it is in
// the first page listing the archive rendered after it, as each such render names the next instant a post is due
// (lib/archive-cache.ts). The first render on this server past that instant observes how far past it came: the time
// readers of this server waited at most, longer in quiet hours only because nobody asked sooner.
import { Histogram } from "prom-client";
import { processMetric, processWide } from "./registry";

const lags = processMetric(
  "edm_scheduled_publication_lag_seconds",
  (common) =>
    new Histogram({
      ...common,
      help: "Seconds from a scheduled post's time to the first render of a page listing the archive on this server",
      buckets: [0.5, 1, 5, 15, 30, 60, 300, 900, 3600],
    }),
);

/** The instant the last archive render named as the next one a post comes online, ms since the epoch. */
const awaited = processWide("edm_scheduled_awaited", () => ({ at: null as number | null }));

/** Called by each render of a page listing the archive with the next instant a post is due, if any. */
export function noteArchiveRender(nextDue: Date | null, now: Date): void {
  if (awaited.at !== null && awaited.at <= now.getTime()) lags.observe((now.getTime() - awaited.at) / 1000);
  awaited.at = nextDue?.getTime() ?? null;
}
