import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { fetchUntil, publishPost, readXml, SCRIPT_ATTACK, todayInMexicoCity } from "./support";

test.describe("markup in a title stays text", desktopOnly("escaping does not depend on the screen"), () => {
  test("on the page, in its JSON-LD, in the feed and in the share image", async ({ page, request }) => {
    const post = await publishPost(request, { title: `${SCRIPT_ATTACK} EDC`, date: todayInMexicoCity() });
    const postUrl = `${E2E_BASE_URL}/post/${post.id}`;

    await page.goto(`/post/${post.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Pulso Electrónico`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
    expect(article.headline).toBe(post.title);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    const feed = await fetchUntil(request, "/feed.xml", postUrl);
    const item = (await readXml(page, feed, "item")).find((entry) => entry.link === postUrl);
    expect(item?.title).toBe(post.title);
    expect(feed).not.toContain("<script>");

    const image = await page.locator('head meta[property="og:image"]').getAttribute("content");
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
