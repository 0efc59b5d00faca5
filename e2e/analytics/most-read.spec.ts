import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";
import { newPost, type NewPost } from "../support/posts";
import { faultSuite, publish, useFaultSite } from "../faults/support/fault-site";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

test.describe("Lo más leído", faultSuite, () => {
  // A site of its own: every browser of the other specs is a reader of the shared one, so its ranking is theirs too.
  // Batches written every 100 ms, so that a view is in the database soon after its beacon.
  const site = useFaultSite("most-read", { PAGE_COUNT_FLUSH_MS: "100" });

  function storedViews(): Record<string, number> {
    const database = new Database(site().databaseFile, { readonly: true });
    try {
      const rows = database.prepare(`SELECT "path", "views" FROM "PageDay" WHERE "path" LIKE '/post/%'`).all();
      return Object.fromEntries((rows as { path: string; views: number }[]).map(({ path, views }) => [path, views]));
    } finally {
      database.close();
    }
  }

  /** A reader from an address of their own reads the posts, one page after the other, each counted by its beacon. */
  async function reads(browser: Browser, address: string, posts: NewPost[]): Promise<Page> {
    const context = await browser.newContext({ userAgent: AGENT, extraHTTPHeaders: { "X-Forwarded-For": address } });
    const reader = await context.newPage();
    for (const post of posts) {
      const beacon = reader.waitForResponse((response) => response.url().endsWith("/conteo"));
      await reader.goto(`${site().url}/post/${post.id}`);
      expect((await beacon).status()).toBe(204);
    }
    return reader;
  }

  const mostRead = (page: Page) => page.getByRole("region", { name: "Lo más leído" });
  const titles = (page: Page) => mostRead(page).getByRole("heading", { level: 3 });

  test("is absent before any post was read, then ranks the week's most read on the home page and under a post", async ({
    browser,
    page,
  }) => {
    // Looking at the site counts nothing: only the readers below do.
    await page.route("**/conteo", (route) => route.abort());
    await page.goto(site().url);
    await expect(page.getByRole("heading", { level: 2, name: "Últimas noticias" })).toBeVisible();
    await expect(page.getByText("Lo más leído")).toHaveCount(0);
    const sample = (await page.locator("#noticias article h3 a").first().getAttribute("href"))!;
    await page.goto(`${site().url}${sample}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("footer").last()).toBeVisible();
    await expect(page.getByText("Lo más leído")).toHaveCount(0);

    const [most, second, third, later] = [1, 2, 3, 4].map(() => newPost());
    for (const post of [most, second, third]) expect((await publish(site(), post)).status).toBe(201);
    const readers = [
      await reads(browser, "203.0.113.220", [third, second, most]),
      await reads(browser, "203.0.113.221", [second, most]),
      await reads(browser, "203.0.113.222", [most]),
    ];
    await expect
      .poll(storedViews)
      .toEqual({ [`/post/${most.id}`]: 3, [`/post/${second.id}`]: 2, [`/post/${third.id}`]: 1 });
    for (const reader of readers) {
      expect(await reader.context().cookies()).toEqual([]);
      await reader.context().close();
    }

    // The home page was kept without the block until the next five minutes; a publication renders it again now.
    expect((await publish(site(), later)).status).toBe(201);
    await page.goto(site().url);
    await expect(titles(page)).toHaveText([most.title, second.title, third.title]);
    await expect(page.locator("#noticias article")).toHaveCount(8);
    await page.goto(`${site().url}/post/${later.id}`);
    await expect(titles(page)).toHaveText([most.title, second.title, third.title]);

    // A post taken offline leaves every list showing it at once: the pages are kept under its tag.
    const trashed = await fetch(`${site().url}/edmNews/${second.id}`, {
      method: "DELETE",
      headers: { Authorization: apiAuthorization },
    });
    expect(trashed.status).toBe(204);
    await page.goto(`${site().url}/post/${later.id}`);
    await expect(titles(page)).toHaveText([most.title, third.title]);
    await page.goto(site().url);
    await expect(titles(page)).toHaveText([most.title, third.title]);
  });
});
