import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { newPost, publish } from "../support/posts";

/** The newest day any suite uses (publish.spec.ts too): a post of that day opens /post, whichever suite's it is. */
const NEWEST_DATE = "2099-12-31";
const REMOTE_IMAGE = "https://imagenes.remotas.invalid/portada.jpg";

async function readImages(page: Page) {
  return page.locator("main article img").evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute("src") ?? "",
      loading: image.getAttribute("loading"),
      fetchPriority: image.getAttribute("fetchpriority"),
      top: image.getBoundingClientRect().top,
    })),
  );
}

const imagePreloads = (page: Page) =>
  page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), fetchPriority: link.getAttribute("fetchpriority") })),
    );

test.describe("images and the first screen", () => {
  test("a remote cover is the post page's largest paint: eager, high priority and preloaded", async ({
    page,
    request,
  }) => {
    const post = newPost({ image: REMOTE_IMAGE });
    expect((await publish(request, post)).status()).toBe(201);
    await page.goto(`/post/${post.id}`);
    const [cover] = await readImages(page);
    expect(cover).toMatchObject({ src: REMOTE_IMAGE, loading: "eager", fetchPriority: "high" });
    expect(cover.top).toBeLessThan(page.viewportSize()!.height);
    expect(await imagePreloads(page)).toContainEqual({ href: REMOTE_IMAGE, fetchPriority: "high" });
  });

  test("on /post the first card's image, on screen, loads first; the row's others eager; the rest lazily", async ({
    page,
    request,
  }) => {
    expect((await publish(request, newPost({ image: REMOTE_IMAGE, date: NEWEST_DATE }))).status()).toBe(201);
    await page.goto("/post");
    const [first, second, third, ...rest] = await readImages(page);
    const fold = page.viewportSize()!.height;
    // Another suite's post of the same day may come first, with a remote image or an uploaded photo.
    expect(first).toMatchObject({
      src: expect.stringMatching(/^(https:\/\/|\/media\/)/),
      loading: "eager",
      fetchPriority: "high",
    });
    expect(first.top).toBeLessThan(fold);
    expect(second.top).toBeLessThan(fold);
    for (const card of [second, third]) expect(card).toMatchObject({ loading: "eager", fetchPriority: null });
    expect(rest.length).toBeGreaterThan(0);
    for (const card of rest) expect(card).toMatchObject({ loading: "lazy", fetchPriority: null });
    expect(await imagePreloads(page)).toContainEqual({ href: first.src, fetchPriority: "high" });
  });

  test("on the home page the hero fills the first screen and every card below it loads lazily", async ({ page }) => {
    await page.goto("/");
    const cards = await readImages(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.top).toBeGreaterThan(page.viewportSize()!.height);
      expect(card).toMatchObject({ loading: "lazy", fetchPriority: null });
    }
  });
});
