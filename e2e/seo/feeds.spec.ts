import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { fetchUntil, publishPost, readXml, todayInMexicoCity } from "./support";

test.describe("sitemaps and feed", desktopOnly("machine-read documents do not depend on the screen"), () => {
  test("the sitemap is well-formed XML listing every public page and a post published now", async ({
    page,
    request,
  }) => {
    const post = await publishPost(request);
    const postUrl = `${E2E_BASE_URL}/post/${post.id}`;
    const xml = await fetchUntil(request, "/sitemap.xml", postUrl);
    const urls = await readXml(page, xml, "url");
    const locs = urls.map((url) => url.loc);
    for (const path of ["/", "/post", "/post?page=2", "/team", "/contact"]) {
      expect(locs).toContain(`${E2E_BASE_URL}${path}`);
    }
    expect(locs).not.toContain(`${E2E_BASE_URL}/login`);
    const entry = urls.find((url) => url.loc === postUrl);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-06:00$/);
    expect(Date.now() - Date.parse(entry!.lastmod)).toBeLessThan(10 * 60_000);
  });

  test("an archive that fits one sitemap has no parts: /sitemap/1.xml is no copy of /sitemap.xml", async ({
    request,
  }) => {
    expect(await (await request.get("/sitemap.xml")).text()).toContain("<urlset");
    const part = await request.get("/sitemap/1.xml");
    expect(part.status()).toBe(404);
    expect(part.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  });

  test("the Google News sitemap lists the new post with publication, language, date and title", async ({
    page,
    request,
  }) => {
    // Published today in Mexico City: the news sitemap lists what was published in the last two days.
    const post = await publishPost(request, {
      title: "Bahidorá & amigos: <crónica> de un domingo",
      date: todayInMexicoCity(),
    });
    const postUrl = `${E2E_BASE_URL}/post/${post.id}`;
    const response = await request.get("/news-sitemap.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const urls = await readXml(page, await fetchUntil(request, "/news-sitemap.xml", postUrl), "url");
    expect(urls.find((url) => url.loc === postUrl)).toMatchObject({
      name: "Pulso Electrónico",
      language: "es",
      title: post.title,
      publication_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-06:00$/),
    });
  });

  test("the RSS feed is well-formed, in es-MX, and carries the new post with a full RFC 822 date", async ({
    page,
    request,
  }) => {
    const post = await publishPost(request, { date: todayInMexicoCity(), title: `Tom & Jerry's techno ${Date.now()}` });
    const postUrl = `${E2E_BASE_URL}/post/${post.id}`;
    const response = await request.get("/feed.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await fetchUntil(request, "/feed.xml", postUrl);
    const [channel] = await readXml(page, xml, "channel");
    expect(channel.language).toBe("es-MX");
    const [self] = await readXml(page, xml, "link").then((links) => links.filter((link) => link["@rel"] === "self"));
    expect(self["@href"]).toBe(`${E2E_BASE_URL}/feed.xml`);
    const items = await readXml(page, xml, "item");
    expect(items.length).toBeLessThanOrEqual(20);
    const item = items.find((candidate) => candidate.link === postUrl);
    expect(item).toMatchObject({ title: post.title, description: post.description, guid: postUrl });
    // Published today, the day it is dated: its date is the moment it went online, in Mexico City's offset.
    expect(item?.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} -0[56]00$/);
    expect(Date.now() - Date.parse(item?.pubDate ?? "")).toBeLessThan(10 * 60_000);
  });

  test("every page links the feed from its head so feed readers find it", async ({ page }) => {
    for (const path of ["/", "/post", "/team"]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `${E2E_BASE_URL}/feed.xml`,
      );
    }
  });
});

test(
  "robots.txt keeps crawlers out of the editor's screens and the API and names both sitemaps",
  desktopOnly("what crawlers read does not depend on the screen"),
  async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const lines = robots.split("\n").map((line) => line.trim());
    // Parsers that stop at the first matching line would read a leading "Allow: /" as "crawl everything".
    expect(lines.filter((line) => /^(allow|disallow):/i.test(line))).toEqual([
      "Disallow: /login",
      "Disallow: /createPost",
      "Disallow: /edmNews",
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-Agent: *",
        "Disallow: /login",
        "Disallow: /createPost",
        "Disallow: /edmNews",
        `Sitemap: ${E2E_BASE_URL}/sitemap.xml`,
        `Sitemap: ${E2E_BASE_URL}/news-sitemap.xml`,
      ]),
    );
  },
);
