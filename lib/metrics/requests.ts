// What the server answered and how fast, by route pattern (`/post/[id]`, never a raw address) and status class.
import { Counter, Histogram } from "prom-client";
import { processMetric } from "./registry";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A page from the cache is answered in about a millisecond, a rendered one in 50 to 500: buckets fine at both ends,
 * and a few past a second for what goes wrong.
 */
export const REQUEST_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requests = processMetric(
  "edm_http_requests_total",
  (common) =>
    new Counter({ ...common, help: "Requests answered", labelNames: ["route", "method", "status_class"] as const }),
);

const durations = processMetric(
  "edm_http_request_duration_seconds",
  (common) =>
    new Histogram({
      ...common,
      help: "Time from a request's arrival to the end of its answer",
      labelNames: ["route", "status_class"] as const,
      buckets: REQUEST_SECONDS_BUCKETS,
    }),
);

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

type Children = { count: Counter.Internal; time: Histogram.Internal<"route" | "status_class"> };

/** Each route, method and class's pair of series, found once: a cached page is served in about a millisecond. */
const children = new Map<string, Children>();

export function recordRequest(request: { route: string; method: string; status: number; seconds: number }): void {
  const method = METHODS.has(request.method) ? request.method : "other";
  const status_class = statusClass(request.status);
  const key = `${request.route} ${method} ${status_class}`;
  let series = children.get(key);
  if (!series) {
    series = {
      count: requests.labels({ route: request.route, method, status_class }),
      time: durations.labels({ route: request.route, status_class }),
    };
    children.set(key, series);
  }
  series.count.inc();
  series.time.observe(request.seconds);
}
