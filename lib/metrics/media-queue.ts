// How many media jobs (uploads, focus changes) the server holds, made or waiting (lib/media/media-queue.ts).
import { Counter, Gauge } from "prom-client";
import { processMetric, processWide } from "./registry";

/** Each copy of the queue's module in the process, by how many jobs it holds now. */
const queues = processWide("edm_media_queues", () => new Set<() => number>());

processMetric(
  "edm_media_queue_jobs",
  (common) =>
    new Gauge({
      ...common,
      help: "Media jobs (uploads, focus changes) being made or waiting their turn",
      collect() {
        let jobs = 0;
        for (const size of queues) jobs += size();
        this.set(jobs);
      },
    }),
);

const refusals = processMetric(
  "edm_media_queue_refusals_total",
  (common) => new Counter({ ...common, help: "Media jobs refused with 503 because the queue was full" }),
);

/** Reports what a queue holds at each scrape. */
export function watchMediaQueue(size: () => number): void {
  queues.add(size);
}

export const countMediaRefusal = (): void => refusals.inc();
