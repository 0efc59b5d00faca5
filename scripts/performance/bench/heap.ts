// The server's V8 heap as its GET /metrics reports it (the bench asks from loopback, which METRICS_ALLOW lets in by
// default): how much of the RSS the bench ends with is the JavaScript heap, committed and in use.
import { readScrape, valueOf } from "../../testing/scraped-metrics";
import { megabytes } from "./report";

export type HeapFigures = { committed: number; used: number };

/** The heap of the server at `base`, or null when its metrics do not answer this client. */
export async function serverHeap(base: string): Promise<HeapFigures | null> {
  const response = await fetch(`${base}/metrics`);
  if (!response.ok) return null;
  const scrape = readScrape(await response.text());
  return {
    committed: valueOf(scrape, "nodejs_heap_size_total_bytes"),
    used: valueOf(scrape, "nodejs_heap_size_used_bytes"),
  };
}

/** The line the bench ends with: its last RSS sample and how much of it the heap is. */
export const heapLine = (rss: number, heap: HeapFigures) =>
  `Server after the bench: RSS ${megabytes(rss)}, of which V8's heap ${megabytes(heap.committed)} committed (${megabytes(heap.used)} in use)`;
