import { expect, test } from "../support/test";
import { faultSuite, useFaultSite } from "../faults/support/fault-site";
import { METRIC_FAMILIES, readScrape, valueOf, type Scrape } from "../../scripts/testing/scraped-metrics";

const TOKEN = "e2e-metrics-token-5d1f8a2c-7b3e9c0d";
/** A client the runner, playing the site's proxy, names: someone on the internet. */
const FROM_AFAR = { "X-Forwarded-For": "203.0.113.40" };

test.describe("GET /metrics", faultSuite, () => {
  const site = useFaultSite("metrics", { METRICS_TOKEN: TOKEN });

  async function scrapeText(headers: Record<string, string> = {}): Promise<string> {
    const answer = await fetch(`${site().url}/metrics`, { headers });
    expect(answer.status).toBe(200);
    return answer.text();
  }
  const scrape = async (headers: Record<string, string> = {}): Promise<Scrape> => readScrape(await scrapeText(headers));

  /**
   * How many topic lists the database was asked for, from the histogram's _count lines: the text parser merges the
   * series of a labelled histogram.
   */
  const topicListsTimed = (text: string) =>
    [...text.matchAll(/^edm_db_query_duration_seconds_count\{(.*)\} (\d+)$/gm)]
      .filter(([, labels]) => labels.includes('model="Topic"') && labels.includes('operation="findMany"'))
      .reduce((sum, [, , count]) => sum + Number(count), 0);

  test("answers this machine the exposition text, uncached, with every family listed", async () => {
    const answer = await fetch(`${site().url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const families = readScrape(await answer.text());
    expect(METRIC_FAMILIES.filter((name) => !families.has(name))).toEqual([]);
    expect(valueOf(families, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    const head = await fetch(`${site().url}/metrics`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
    const post = await fetch(`${site().url}/metrics`, { method: "POST" });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });

  test("answers a client from afar as an address no route has, unless it brings the token", async () => {
    const unknown = await fetch(`${site().url}/direccion-que-no-existe`, { headers: FROM_AFAR });
    const refused = await fetch(`${site().url}/metrics`, { headers: FROM_AFAR });
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
    expect(refused.headers.get("cache-control")).toBe(unknown.headers.get("cache-control"));
    expect(await refused.text()).not.toContain("edm_");
    const wrong = await fetch(`${site().url}/metrics`, {
      headers: { ...FROM_AFAR, Authorization: `Bearer x${TOKEN}` },
    });
    expect(wrong.status).toBe(404);
    const families = await scrape({ ...FROM_AFAR, Authorization: `Bearer ${TOKEN}` });
    expect(families.has("edm_page_cache_lookups_total")).toBe(true);
  });

  test("a page's first visit is a page-cache miss and its second a hit; the render's queries are timed", async () => {
    const lookups = (families: Scrape, outcome: string) =>
      valueOf(families, "edm_page_cache_lookups_total", { store: "memory", entry: "page", outcome });
    const beforeText = await scrapeText();
    const before = readScrape(beforeText);
    expect((await fetch(`${site().url}/tema`)).status).toBe(200);
    const afterFirstText = await scrapeText();
    const afterFirst = readScrape(afterFirstText);
    expect(lookups(afterFirst, "miss")).toBeGreaterThan(lookups(before, "miss"));
    // Recorded by the app's own bundle, the handler's and the server entry's registry alike: one per process.
    expect(topicListsTimed(afterFirstText)).toBeGreaterThan(topicListsTimed(beforeText));
    expect((await fetch(`${site().url}/tema`)).status).toBe(200);
    const afterSecond = await scrape();
    expect(lookups(afterSecond, "hit")).toBeGreaterThan(lookups(afterFirst, "hit"));
    expect(lookups(afterSecond, "miss")).toBe(lookups(afterFirst, "miss"));
  });

  test("each answer is counted under its route pattern, method and status class, never its address", async () => {
    const post = { route: "/post/[id]", method: "GET", status_class: "4xx" };
    const topics = { route: "/tema", method: "GET", status_class: "2xx" };
    const before = await scrape();
    const missing = `nota-que-no-existe-${Date.now()}`;
    expect((await fetch(`${site().url}/post/${missing}`)).status).toBe(404);
    expect((await fetch(`${site().url}/tema`)).status).toBe(200);
    // Counted when the answer ends, which the client may see a moment before the server does.
    await expect
      .poll(async () => {
        const after = await scrape();
        return [valueOf(after, "edm_http_requests_total", post), valueOf(after, "edm_http_requests_total", topics)];
      })
      .toEqual([
        valueOf(before, "edm_http_requests_total", post) + 1,
        valueOf(before, "edm_http_requests_total", topics) + 1,
      ]);
    expect(await scrapeText()).not.toContain(missing);
  });
});
