import { parseFeed } from "feedsmith";
import { checkNewsArticle } from "../../scripts/testing/news-article-check";
import { fetchUntil, todayInMexicoCity } from "../seo/support";
import { newPost, publish } from "../support/posts";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { desktopOnly, expect, test } from "../support/test";

const headers = { Authorization: apiAuthorization };
const HOUR_MS = 60 * 60 * 1000;

test.describe("a live post for search engines and feed readers", desktopOnly("machine-read documents"), () => {
  test("is a LiveBlogPosting meeting Google's guidance, and its feed item grows with each update", async ({
    page,
    request,
  }) => {
    const now = Date.now();
    const live = { start: new Date(now - HOUR_MS), end: new Date(now + 24 * HOUR_MS) };
    const post = { ...newPost({ date: todayInMexicoCity() }), live };
    expect((await publish(request, post)).status()).toBe(201);
    const url = `${E2E_BASE_URL}/post/${post.id}`;
    const add = async (text: string) => {
      const response = await request.post(`/edmNews/${post.id}/updates`, { headers, data: { text } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const first = await add("Abren las puertas del **Autódromo**.");
    const before = parseFeed(await fetchUntil(request, "/feed.xml", `actualizacion-${first}`));
    const latest = await add("Martin Garrix cierra la noche.");

    await page.goto(`/post/${post.id}`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const blog = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "LiveBlogPosting");
    expect(checkNewsArticle(blog, url)).toEqual({ errors: [], warnings: [] });
    await expect(page.locator('head meta[property="article:modified_time"]')).toHaveAttribute(
      "content",
      blog.dateModified,
    );
    expect(blog.liveBlogUpdate.map(({ headline, url }: { headline: string; url: string }) => [headline, url])).toEqual([
      ["Martin Garrix cierra la noche.", `${url}#actualizacion-${latest}`],
      ["Abren las puertas del Autódromo.", `${url}#actualizacion-${first}`],
    ]);

    const after = parseFeed(await fetchUntil(request, "/feed.xml", `actualizacion-${latest}`));
    const itemOf = (feed: typeof after) =>
      feed.format === "rss" ? feed.feed.items?.find((item) => item.link === url) : undefined;
    const html = itemOf(after)?.content?.encoded ?? "";
    expect(html.indexOf(`#actualizacion-${latest}`)).toBeLessThan(html.indexOf(`#actualizacion-${first}`));
    expect(itemOf(after)?.guid?.value).toBe(itemOf(before)?.guid?.value);
    expect(itemOf(after)?.guid?.value).toBe(url);
  });
});
