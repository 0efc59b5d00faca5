import fs from "node:fs";
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
});
