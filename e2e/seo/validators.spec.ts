import { desktopOnly, expect, test } from "../support/test";
import { parseFeed } from "feedsmith";
import { checkNewsArticle } from "../../scripts/testing/news-article-check";
import { validateXml } from "../../scripts/testing/xml-schema";
import { E2E_BASE_URL } from "../support/environment";
import { fetchUntil, publishPost, todayInMexicoCity } from "./support";

const VALID = { valid: true, output: "- validates" };

test.describe("independent validators", desktopOnly("machine-read documents do not depend on the screen"), () => {
  test("xmllint finds the sitemap and the news sitemap valid against the official schemas", async ({ request }) => {
    const post = await publishPost(request, { date: todayInMexicoCity(), title: "Bahidorá & amigos: <crónica>" });
    const url = `${E2E_BASE_URL}/post/${post.id}`;
    expect(validateXml(await fetchUntil(request, "/sitemap.xml", url), "urlset")).toEqual(VALID);
    expect(validateXml(await fetchUntil(request, "/news-sitemap.xml", url), "news")).toEqual(VALID);
  });

  test("a feed parser reads RSS 2.0 with every required element, and a reader shows the text the site shows", async ({
    page,
    request,
  }) => {
    const post = await publishPost(request, {
      date: todayInMexicoCity(),
      title: `Tom & Jerry's <i>techno</i> ${Date.now()}`,
      description: "Reseña con <b>negritas</b> que no lo son & un &amp; escrito así",
    });
    const url = `${E2E_BASE_URL}/post/${post.id}`;
    const { format, feed } = parseFeed(await fetchUntil(request, "/feed.xml", url));
    expect(format).toBe("rss");
    if (format !== "rss") return;
    // RSS 2.0: a channel needs title, link and description; an item needs a title or a description.
    expect(feed).toMatchObject({
      title: "Pulso Electrónico",
      link: `${E2E_BASE_URL}/`,
      description: expect.any(String),
    });
    const items = feed.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.title ?? item.description).toBeTruthy();
      expect(item.link).toMatch(/^https?:\/\//);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
    }
    const item = items.find((entry) => entry.link === url)!;
    // Titles are plain text in readers; the description is HTML, rendered here as a reader would.
    expect(item.title).toBe(post.title);
    await page.setContent(`<div id="reader">${item.description}</div>`);
    await expect(page.locator("#reader")).toHaveText(post.description);
    await expect(page.locator("#reader b")).toHaveCount(0);
  });

  test("a post's JSON-LD meets Google's NewsArticle guidance", async ({ page, request }) => {
    const title = `${"Crónica de la noche más larga del Autódromo Hermanos Rodríguez ".repeat(2)}🎧 y más`;
    const post = await publishPost(request, { author: "Diego Ramírez", title });
    const url = `${E2E_BASE_URL}/post/${post.id}`;
    await page.goto(`/post/${post.id}`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
    expect(checkNewsArticle(article, url)).toEqual({ errors: [], warnings: [] });
    expect(title.length).toBeGreaterThan(110);
  });
});
