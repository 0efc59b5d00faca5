import fs from "node:fs";
import http from "node:http";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { e2eCredentials } from "../support/environment";
import { faultSuite, useFaultSite } from "../faults/support/fault-site";

/** The test reader: an address and a user agent of its own, to look for afterwards where they must not be. */
const ADDRESS = "203.0.113.208";
const AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 PulsoLector/4f1c";
const REFERRER = "https://www.google.com/search?q=pulso-lector-4f1c";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe("counting readers", faultSuite, () => {
  // Batches written every 100 ms, so that a view is in the database soon after its beacon.
  const site = useFaultSite("counting", { PAGE_COUNT_FLUSH_MS: "100" });

  function views(path: string): { views: number; visitors: number } | undefined {
    const database = new Database(site().databaseFile, { readonly: true });
    try {
      return database.prepare('SELECT "views", "visitors" FROM "PageDay" WHERE "path" = ?').get(path) as
        { views: number; visitors: number } | undefined;
    } finally {
      database.close();
    }
  }

  /** A browser page as a reader from `address`; the beacon's answer is awaited with each visit. */
  async function readerPage(browser: Browser, address: string, userAgent = AGENT): Promise<Page> {
    const context = await browser.newContext({ userAgent, extraHTTPHeaders: { "X-Forwarded-For": address } });
    return context.newPage();
  }

  const visit = async (page: Page, url: string, referer?: string) => {
    const beacon = page.waitForResponse((response) => response.url().endsWith("/conteo"));
    await page.goto(url, { referer });
    expect((await beacon).status()).toBe(204);
  };

  test("a reader's visit to a post counts once; a bot, the editor, a prefetch and a view within a minute do not", async ({
    browser,
    request,
  }) => {
    const home = await (await fetch(site().url)).text();
    const post = /href="(\/post\/[a-z0-9-]+)"/.exec(home)![1];
    const reader = await readerPage(browser, ADDRESS);
    await visit(reader, `${site().url}${post}`, REFERRER);
    await expect.poll(() => views(post)).toEqual({ views: 1, visitors: 1 });

    await visit(reader, `${site().url}${post}`);
    const bot = await readerPage(browser, "203.0.113.209", BOT);
    await visit(bot, `${site().url}${post}`);
    const editor = await readerPage(browser, "203.0.113.210");
    const signedIn = await editor.request.post(`${site().url}/session`, {
      data: { email: e2eCredentials.adminEmail, password: e2eCredentials.adminPassword },
      headers: { Origin: site().url },
    });
    expect(signedIn.status()).toBe(200);
    await visit(editor, `${site().url}${post}`);
    const prefetch = await request.post(`${site().url}/conteo`, {
      headers: {
        "Content-Type": "text/plain",
        "User-Agent": AGENT,
        "X-Forwarded-For": "203.0.113.211",
        "Sec-Purpose": "prefetch",
      },
      data: JSON.stringify({ path: post, referrer: "" }),
    });
    expect(prefetch.status()).toBe(204);

    // Views are checked in the order they came: once the reader's next page is counted, all of the above were seen.
    await visit(reader, `${site().url}/team`);
    await expect.poll(() => views("/team")).toEqual({ views: 1, visitors: 1 });
    expect(views(post)).toEqual({ views: 1, visitors: 1 });

    const database = new Database(site().databaseFile, { readonly: true });
    const sources = database
      .prepare('SELECT "referrer", "device", "views" FROM "PageSource" WHERE "path" = ?')
      .all(post);
    database.close();
    expect(sources).toEqual([{ referrer: "google.com", device: "escritorio", views: 1 }]);

    const stored = [site().databaseFile, `${site().databaseFile}-wal`]
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file).toString("latin1"))
      .join("");
    const log = site().server.output();
    for (const personal of [ADDRESS, "PulsoLector", "pulso-lector-4f1c"]) {
      expect(stored, `the database holds ${personal}`).not.toContain(personal);
      expect(log, `the server's log holds ${personal}`).not.toContain(personal);
    }
  });

  /** A beacon's body sent in chunks, with no Content-Length: the server counts what it reads. */
  function chunkedBeacon(body: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(site().url);
      const request = http.request(
        {
          hostname,
          port,
          path: "/conteo",
          method: "POST",
          headers: { "Content-Type": "text/plain", "User-Agent": AGENT },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      for (let start = 0; start < body.length; start += 256) request.write(body.slice(start, start + 256));
      request.end();
    });
  }

  test("past the first beacon, the server's entry answers beacons through the route: the same statuses, headers and bounds", async ({
    request,
  }) => {
    const beacon = (data: string, contentType = "text/plain") =>
      request.post(`${site().url}/conteo`, {
        headers: { "Content-Type": contentType, "User-Agent": AGENT, "X-Forwarded-For": "203.0.113.212" },
        data,
      });
    const good = JSON.stringify({ path: "/team", referrer: "" });
    // The first may be routed by Next.js, which loads the handler the entry then uses.
    for (let index = 0; index < 3; index++) {
      const answer = await beacon(good);
      expect(answer.status()).toBe(204);
      expect(answer.headers()).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
    }
    const tooLarge = await beacon(JSON.stringify({ path: "/team", referrer: "x".repeat(2000) }));
    expect([tooLarge.status(), (await tooLarge.json()).error.code]).toEqual([413, "payload_too_large"]);
    const streamed = await chunkedBeacon(JSON.stringify({ path: "/team", referrer: "y".repeat(4000) }));
    expect([streamed.status, JSON.parse(streamed.body).error.code]).toEqual([413, "payload_too_large"]);
    const typed = await beacon(good, "application/x-www-form-urlencoded");
    expect([typed.status(), (await typed.json()).error.code]).toEqual([415, "unsupported_media_type"]);
    const broken = await beacon("{path:");
    expect([broken.status(), (await broken.json()).error.code]).toEqual([400, "validation"]);
    const unnamed = await beacon(JSON.stringify({ path: "sin-barra" }));
    expect(unnamed.status()).toBe(400);
    expect(Object.keys((await unnamed.json()).error.fields)).toEqual(["path"]);
    expect((await beacon(good)).status()).toBe(204);
  });

  /** A beacon as a script would send it, straight to the server: the runner is the trusted proxy naming `address`. */
  const scriptBeacon = (path: string, address: string, userAgent: string) =>
    fetch(`${site().url}/conteo`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": userAgent, "X-Forwarded-For": address },
      body: JSON.stringify({ path, referrer: "" }),
    });

  /** A beacon from an untrusted socket (127.0.0.2) whose own X-Forwarded-For names someone else. */
  const untrustedBeacon = (path: string, claimed: string, userAgent: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ path, referrer: "" });
      const { hostname, port } = new URL(site().url);
      const request = http.request(
        {
          hostname,
          port,
          localAddress: "127.0.0.2",
          path: "/conteo",
          method: "POST",
          headers: { "Content-Type": "text/plain", "User-Agent": userAgent, "X-Forwarded-For": claimed },
        },
        (response) => response.resume().on("end", () => resolve(response.statusCode ?? 0)),
      );
      request.on("error", reject);
      request.end(body);
    });

  function counts(path: string) {
    const database = new Database(site().databaseFile, { readonly: true });
    try {
      return database.prepare('SELECT "views", "visitors", "held" FROM "PageDay" WHERE "path" = ?').get(path) as
        { views: number; visitors: number; held: number } | undefined;
    } finally {
      database.close();
    }
  }

  test("a burst of beacons from one address, whatever their user agents, counts as a few: an IPv6 /64 is one address, a forged X-Forwarded-For no other", async () => {
    const home = await (await fetch(site().url)).text();
    const post = [...new Set([...home.matchAll(/href="(\/post\/[a-z0-9-]+)"/g)].map(([, path]) => path))][1];
    const agent = (index: number) => `${AGENT} Build/${index}`;
    // The server's first beacon may go through Next.js, which loads the handler the entry then uses.
    expect((await scriptBeacon("/team", "203.0.113.220", AGENT)).status).toBe(204);

    const started = Date.now();
    const answers = await Promise.all([
      ...Array.from({ length: 500 }, (_, index) => scriptBeacon(post, "203.0.113.221", agent(index))),
      ...Array.from({ length: 50 }, (_, index) =>
        scriptBeacon(post, `2001:db8:40:1:${index.toString(16)}::1`, agent(index)),
      ),
      ...Array.from({ length: 50 }, (_, index) => untrustedBeacon(post, `198.51.100.${index}`, agent(index))),
    ]);
    expect(new Set(answers.map((answer) => (typeof answer === "number" ? answer : answer.status)))).toEqual(
      new Set([204]),
    );
    // Five from each of the three clients (the IPv4 address, the /64, the untrusted socket), and one more each for
    // every ten seconds the burst took on a slow machine; the rest held back.
    const refills = Math.floor((Date.now() - started) / 10_000);
    await expect.poll(() => (counts(post)?.views ?? 0) + (counts(post)?.held ?? 0)).toBe(600);
    const { views, visitors } = counts(post)!;
    expect(visitors).toBe(views);
    expect(views).toBeGreaterThanOrEqual(15);
    expect(views).toBeLessThanOrEqual(15 + 3 * refills);
  });
});
