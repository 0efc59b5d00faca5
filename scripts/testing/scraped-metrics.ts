// A scrape of GET /metrics read as Prometheus reads it, by a parser of the text format apart from prom-client; and a
// histogram of this process read from the registry, since that parser merges the series of a labelled histogram.
import parsePrometheusTextFormat, { type MetricFamily } from "parse-prometheus-text-format";
import type { Histogram } from "prom-client";
import { metricsRegistry } from "@/lib/metrics/registry";

export type Scrape = Map<string, MetricFamily>;

/** Every family of the site's, and a few of Node.js's own: each listed by the first scrape of a server. */
export const METRIC_FAMILIES = [
  "edm_http_requests_total",
  "edm_http_request_duration_seconds",
  "edm_page_cache_lookups_total",
  "edm_compressed_answers_total",
  "edm_redis_unanswered_total",
  "edm_db_query_duration_seconds",
  "edm_db_query_errors_total",
  "edm_throttle_refusals_total",
  "edm_media_queue_jobs",
  "edm_media_queue_refusals_total",
  "edm_scheduled_publication_lag_seconds",
  "edm_newsletter_deliveries_total",
  "edm_page_views_total",
  "nodejs_eventloop_lag_seconds",
  "nodejs_heap_size_used_bytes",
  "process_resident_memory_bytes",
];

export function readScrape(text: string): Scrape {
  return new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
}

/** This process's metrics, as its GET /metrics would answer them now. */
export const scrapeHere = async (): Promise<Scrape> => readScrape(await metricsRegistry().metrics());

const having = (labels: Record<string, string>) => (series: { labels?: Partial<Record<string, string | number>> }) =>
  Object.entries(labels).every(([label, value]) => series.labels?.[label] === value);

/**
 * The sum of a counter's or gauge's series whose labels include `labels`. A family or series not there yet counts 0,
 * as Prometheus's rate() treats a series that starts.
 */
export function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const samples = scrape.get(name)?.metrics ?? [];
  return samples.filter(having(labels)).reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
}

/** One series of a histogram of this process: its count, sum, and count at or below each bucket's bound. */
export async function histogramHere(name: string, labels: Record<string, string> = {}) {
  const metric = metricsRegistry().getSingleMetric(name) as Histogram | undefined;
  if (!metric) throw new Error(`No metric ${name}`);
  const series = (await metric.get()).values.filter(having(labels));
  const valueNamed = (suffix: string) => series.find((value) => value.metricName === `${name}${suffix}`)?.value ?? 0;
  const buckets = Object.fromEntries(
    series
      .filter((value) => value.metricName === `${name}_bucket`)
      .map((value) => [String(value.labels.le), value.value]),
  );
  return { count: valueNamed("_count"), sum: valueNamed("_sum"), buckets };
}
