import http from "node:http";
import type { AddressInfo } from "node:net";
import messages from "@/messages/es.json";
import { SEARCH_BURST, SEARCH_INTERVAL_MS } from "@/lib/search/search-throttle";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { searchThrottleAnswers } from "./search-throttle";

describe("searches past their client's rate, refused before Next.js", () => {
  let server: http.Server;
  let base: string;
  let at = 0;
  const reached: string[] = [];

  beforeAll(async () => {
    const answerThrottled = searchThrottleAnswers(() => at);
    server = http.createServer((request, response) => {
      // As the server entry has pinned it: the client's address.
      request.headers["x-forwarded-for"] = String(request.headers["x-client"]);
      if (answerThrottled(request, response)) return;
      reached.push(`${request.method} ${request.url}`);
      response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    at += 3_600_000;
    reached.length = 0;
  });

  const get = (path: string, client: string, method = "GET") =>
    fetch(base + path, { method, headers: { "X-Client": client } });
  async function useUp(client: string, path = "/buscar?q=techno") {
    for (let search = 0; search < SEARCH_BURST; search++) expect((await get(path, client)).status).toBe(200);
  }

  it("answers the page 429 in Spanish with Retry-After, and lets the next search through a second later", async () => {
    const refusals = async () => valueOf(await scrapeHere(), "edm_throttle_refusals_total", { limit: "search" });
    await useUp("198.51.100.1");
    const before = await refusals();
    const refused = await get("/buscar?q=techno&page=2", "198.51.100.1");
    expect(await refusals()).toBe(before + 1);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await refused.text();
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain(`<h1>${messages.SearchThrottle.title}</h1>`);
    expect(page).toContain(messages.SearchThrottle.message);
    expect((await get("/buscar?q=techno", "198.51.100.2")).status).toBe(200);
    at += SEARCH_INTERVAL_MS;
    expect((await get("/buscar?q=techno", "198.51.100.1")).status).toBe(200);
    expect(reached).toHaveLength(SEARCH_BURST + 2);
  });

  it("counts the API's searches with the page's, and answers them in the API's error shape", async () => {
    await useUp("198.51.100.3", "/edmNews?q=techno&limit=6");
    for (const path of ["/edmNews?q=techno", "/buscar?q=edc"])
      expect((await get(path, "198.51.100.3")).status).toBe(429);
    const refused = await get("/edmNews?q=techno", "198.51.100.3");
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({
      error: { code: "too_many_requests", message: messages.SearchThrottle.message },
    });
  });

  it("counts the page however its address is written, and an IPv6 client by its /64", async () => {
    await useUp("2001:db8:7:7::1", "/./%62uscar?q=techno");
    for (const path of ["/buscar?q=techno", "/edmNews/../buscar?q=%20t", "/%65dmNews?q=t"])
      expect((await get(path, "2001:db8:7:7:ffff::2")).status).toBe(429);
    expect((await get("/buscar?q=techno", "2001:db8:7:8::1")).status).toBe(200);
  });

  it("never counts what runs no search", async () => {
    await useUp("198.51.100.4");
    const free = [
      "/buscar",
      "/buscar?q=",
      "/buscar?q=%20%20",
      "/edmNews",
      "/edmNews?limit=5",
      "/post/techno",
      "/?q=techno",
    ];
    for (const path of free) expect((await get(path, "198.51.100.4")).status).toBe(200);
    expect((await get("/edmNews?q=techno", "198.51.100.4", "POST")).status).toBe(200);
    expect((await get("/buscar?q=techno", "198.51.100.4", "HEAD")).status).toBe(429);
  });
});
