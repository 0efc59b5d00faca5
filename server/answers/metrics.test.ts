// Who may read GET /metrics: a real server doing what the server entry does, pinning the client's address first.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { METRIC_FAMILIES, readScrape } from "@/scripts/testing/scraped-metrics";
import { pinForwardingHeaders, trustedProxies } from "../../lib/http/forwarded-for";
import { metricsAnswers } from "./metrics";

const TOKEN = "a-scraper-token-of-at-least-32-characters";
const NOT_FOUND = "no route has this address";

/** A server entry in small: the proxy at `trusted`, then /metrics, then what Next.js answers an unknown address. */
async function serverOf(trusted: string[], allow: string[], token?: string) {
  const answerMetrics = metricsAnswers(allow, token);
  const proxies = trustedProxies(trusted);
  const server = http.createServer((request, response) => {
    pinForwardingHeaders(request.headers, request.socket.remoteAddress ?? "", proxies);
    if (answerMetrics(request, response)) return;
    response.writeHead(404, { "Content-Type": "text/plain" }).end(NOT_FOUND);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics` };
}

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});
async function start(trusted: string[], allow: string[], token?: string): Promise<string> {
  const { server, url } = await serverOf(trusted, allow, token);
  servers.push(server);
  return url;
}

const refusedAsUnknown = async (answer: Response) => [answer.status, await answer.text()];

describe("GET /metrics", () => {
  it("answers a loopback client the exposition text, uncached, with the site's families and Node.js's own", async () => {
    const url = await start([], ["127.0.0.1", "::1"]);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const families = readScrape(await answer.text());
    expect(METRIC_FAMILIES.filter((name) => !families.has(name))).toEqual([]);
    expect(
      families
        .get("edm_throttle_refusals_total")!
        .metrics.map((sample) => sample.labels!.limit)
        .sort(),
    ).toEqual(["api", "login", "newsletter_signup", "password_reset", "reader_plan", "search"]);
    const head = await fetch(url, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
  });

  it("judges the client a trusted proxy names, not the proxy's own loopback socket", async () => {
    const url = await start(["127.0.0.1"], ["127.0.0.1", "::1"]);
    const fromTheInternet = await fetch(url, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(await refusedAsUnknown(fromTheInternet)).toEqual([404, NOT_FOUND]);
    const fromThisMachine = await fetch(url, { headers: { "X-Forwarded-For": "127.0.0.1" } });
    expect(fromThisMachine.status).toBe(200);
  });

  it("believes no X-Forwarded-For from a socket that is no trusted proxy", async () => {
    const url = await start([], ["10.0.0.0/8"]);
    const claimed = await fetch(url, { headers: { "X-Forwarded-For": "10.1.2.3" } });
    expect(await refusedAsUnknown(claimed)).toEqual([404, NOT_FOUND]);
  });

  it("answers a bearer of the token from any address, and a wrong or missing token as an unknown address", async () => {
    const url = await start(["127.0.0.1"], [], TOKEN);
    const fromAfar = { "X-Forwarded-For": "198.51.100.20" };
    expect((await fetch(url, { headers: { ...fromAfar, Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, ""]) {
      const answer = await fetch(url, { headers: { ...fromAfar, Authorization: authorization } });
      expect(await refusedAsUnknown(answer)).toEqual([404, NOT_FOUND]);
    }
  });

  it("takes no token when none is set", async () => {
    const url = await start([], []);
    const answer = await fetch(url, { headers: { Authorization: "Bearer undefined" } });
    expect(await refusedAsUnknown(answer)).toEqual([404, NOT_FOUND]);
  });

  it("refuses other methods 405 to an allowed client, and answers them as an unknown address to anyone else", async () => {
    const url = await start(["127.0.0.1"], ["127.0.0.1"]);
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const refused = await fetch(url, { method });
      const { code } = (await refused.json()).error;
      expect([method, refused.status, refused.headers.get("allow"), code]).toEqual([
        method,
        405,
        "GET, HEAD",
        "method_not_allowed",
      ]);
      const stranger = await fetch(url, { method, headers: { "X-Forwarded-For": "203.0.113.8" } });
      expect([method, ...(await refusedAsUnknown(stranger))]).toEqual([method, 404, NOT_FOUND]);
    }
  });

  it("leaves every other address to the rest of the server, /metrics/ and /metricsx included", async () => {
    const url = await start([], ["127.0.0.1"]);
    for (const path of ["/metricsx", "/metrics/", "/metrics/x"])
      expect(await refusedAsUnknown(await fetch(url.replace("/metrics", path)))).toEqual([404, NOT_FOUND]);
    expect((await fetch(`${url}?debug=1`)).status).toBe(200);
  });
});
