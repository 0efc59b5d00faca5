import { histogramHere, scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { recordRequest, statusClass } from "./requests";

describe("request metrics", () => {
  it("counts each answer by route pattern, method and status class, and times it by route and class", async () => {
    const route = `/post/[id]-${Math.random()}`;
    recordRequest({ route, method: "GET", status: 200, seconds: 0.0008 });
    recordRequest({ route, method: "GET", status: 304, seconds: 0.0004 });
    recordRequest({ route, method: "HEAD", status: 200, seconds: 0.3 });
    const scrape = await scrapeHere();
    expect(valueOf(scrape, "edm_http_requests_total", { route, method: "GET", status_class: "2xx" })).toBe(1);
    expect(valueOf(scrape, "edm_http_requests_total", { route, method: "GET", status_class: "3xx" })).toBe(1);
    expect(valueOf(scrape, "edm_http_requests_total", { route, method: "HEAD" })).toBe(1);
    const fast = await histogramHere("edm_http_request_duration_seconds", { route, status_class: "2xx" });
    expect(fast.count).toBe(2);
    expect(fast.sum).toBeCloseTo(0.3008);
    expect([fast.buckets["0.0005"], fast.buckets["0.001"], fast.buckets["0.25"], fast.buckets["0.5"]]).toEqual([
      0, 1, 1, 2,
    ]);
  });

  it("names a method no route serves 'other', so a client cannot add series", async () => {
    const route = `/team-${Math.random()}`;
    for (const method of ["PROPFIND", "BREW", "get"]) recordRequest({ route, method, status: 404, seconds: 0.001 });
    const scrape = await scrapeHere();
    expect(valueOf(scrape, "edm_http_requests_total", { route, method: "other", status_class: "4xx" })).toBe(3);
    const methods = scrape.get("edm_http_requests_total")!.metrics.filter((sample) => sample.labels?.route === route);
    expect(methods).toHaveLength(1);
  });

  it("groups statuses by their hundred", () => {
    expect([101, 200, 204, 301, 404, 429, 500, 503, 99, 600].map(statusClass)).toEqual([
      "1xx",
      "2xx",
      "2xx",
      "3xx",
      "4xx",
      "4xx",
      "5xx",
      "5xx",
      "other",
      "other",
    ]);
  });
});
