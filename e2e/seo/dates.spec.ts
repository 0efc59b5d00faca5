import { type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { fetchUntil, publishPost, readXml, todayInMexicoCity } from "./support";

async function pageDates(page: Page, path: string) {
  await page.goto(path);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
  const meta = (key: string) => page.locator(`head meta[property="${key}"]`).getAttribute("content");
  return {
    jsonLd: { published: article.datePublished as string, modified: article.dateModified as string },
    openGraph: { published: await meta("article:published_time"), modified: await meta("article:modified_time") },
  };
}

const lastmodOf = async (page: Page, xml: string, url: string) =>
  (await readXml(page, xml, "url")).find((entry) => entry.loc === url)?.lastmod;

test.describe("a post's dates", desktopOnly("machine-read documents do not depend on the screen"), () => {
  test("agree in the page's JSON-LD and Open Graph, the sitemap, the news sitemap and the feed", async ({
    page,
    request,
  }) => {
    const before = Date.now();
    const post = await publishPost(request, { date: todayInMexicoCity() });
    const url = `${E2E_BASE_URL}/post/${post.id}`;

    const { jsonLd, openGraph } = await pageDates(page, `/post/${post.id}`);
    expect(openGraph).toEqual(jsonLd);
    // Published on its own day: the moment it went online, on the day the page shows, in Mexico City's time.
    expect(jsonLd.published).toMatch(new RegExp(`^${post.date}T\\d{2}:\\d{2}:\\d{2}-06:00$`));
    expect(Date.parse(jsonLd.published)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(jsonLd.modified).toBe(jsonLd.published);

    const sitemap = await fetchUntil(request, "/sitemap.xml", url);
    expect(await lastmodOf(page, sitemap, url)).toBe(jsonLd.modified);
    for (const list of [`${E2E_BASE_URL}/`, `${E2E_BASE_URL}/post`]) {
      expect(Date.parse((await lastmodOf(page, sitemap, list))!), list).toBeGreaterThanOrEqual(
        Date.parse(jsonLd.modified),
      );
    }

    const news = await readXml(page, await fetchUntil(request, "/news-sitemap.xml", url), "url");
    expect(news.find((entry) => entry.loc === url)?.publication_date).toBe(jsonLd.published);

    const feed = await readXml(page, await fetchUntil(request, "/feed.xml", url), "item");
    const pubDate = feed.find((item) => item.link === url)?.pubDate ?? "";
    expect(pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} -0600$/);
    expect(Date.parse(pubDate)).toBe(Date.parse(jsonLd.published));
  });

  test("of a post dated back: published that day, modified when it went online, never listed as fresh news", async ({
    page,
    request,
  }) => {
    const post = await publishPost(request, { date: "2019-03-01" });
    const url = `${E2E_BASE_URL}/post/${post.id}`;
    const { jsonLd, openGraph } = await pageDates(page, `/post/${post.id}`);
    expect(openGraph).toEqual(jsonLd);
    expect(jsonLd.published).toBe("2019-03-01T00:00:00-06:00");
    expect(Date.now() - Date.parse(jsonLd.modified)).toBeLessThan(10 * 60_000);

    const sitemap = await fetchUntil(request, "/sitemap.xml", url);
    expect(await lastmodOf(page, sitemap, url)).toBe(jsonLd.modified);
    expect(await (await request.get("/news-sitemap.xml")).text()).not.toContain(url);
  });
});
