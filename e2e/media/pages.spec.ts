import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { signInAsEditor } from "../editor/editor";
import { apiAuthorization } from "../support/environment";
import { layoutShift, settled, trackLayoutShift } from "../support/layout-shift";
import {
  cameraPhoto,
  drawnImage,
  publishWithImage,
  readPicture,
  sizesAgainstLayout,
  upload,
  UPLOAD_DATE,
  type Upload,
} from "./pages-support";

/** Each screen size's run publishes its own post: its alt text names it alone. */
const ALT = `Confeti sobre la pista ${randomUUID().slice(0, 8)}`;
const widths = (srcset: string) => srcset.split(", ").map((entry) => entry.split(" ")[1]);

/**
 * The room the uploaded photo takes, drawn or waiting for bytes that never come (other suites publish meanwhile, so
 * where its card sits on the page may change).
 */
function placeOfPhoto(page: Page) {
  return page
    .getByRole("img", { name: ALT, exact: true })
    .first()
    .evaluate((img) => {
      const { width, height } = img.getBoundingClientRect();
      return { width, height };
    });
}

/** Every file of the picture is one of the upload's variants, served from /media, never through the optimizer. */
function expectVariants(picture: Awaited<ReturnType<typeof readPicture>>, photo: Upload, kind: "card" | "page") {
  expect(picture.inPicture).toBe(true);
  for (const entry of picture.srcset.split(", ")) {
    expect(entry).toMatch(new RegExp(`^/media/${photo.hash}/${kind}-\\d+\\.webp \\d+w$`));
  }
  expect(picture.src).toMatch(new RegExp(`^/media/${photo.hash}/${kind}-\\d+\\.jpg$`));
}

test.describe("a post with an uploaded photo, as readers see it", () => {
  // One post per screen size: every test of the group reads the same one.
  test.describe.configure({ mode: "serial" });
  let photo: Upload;
  let post: { id: string; title: string };

  test.beforeAll(async ({ request }) => {
    photo = await upload(request, await cameraPhoto({ tint: 10 }));
    post = await publishWithImage(request, photo.url, { date: UPLOAD_DATE, imageAlt: ALT });
  });

  test("cards of / and /post draw the card variants with the alt text, lazily on the home page", async ({ page }) => {
    await page.goto("/");
    const home = await readPicture(page, ALT);
    expectVariants(home, photo, "card");
    expect(widths(home.srcset)).toEqual(["384w", "768w"]);
    expect(home).toMatchObject({ src: `/media/${photo.hash}/card-768.jpg`, width: 768, height: 432 });
    expect(home).toMatchObject({ loading: "lazy", fetchPriority: null });
    const drawn = await drawnImage(page, ALT);
    expect(drawn.currentSrc).toMatch(new RegExp(`/media/${photo.hash}/card-(384|768)\\.webp$`));
    // `sizes` tells the browser the width the card really has on this screen (its 1px borders aside).
    const card = await sizesAgainstLayout(page, ALT);
    expect(Math.abs(card.said - card.drawn)).toBeLessThanOrEqual(3);
    // Upright: the photo was stored sideways with an orientation tag.
    expect(drawn.naturalWidth).toBeGreaterThan(drawn.naturalHeight);

    await page.goto("/post");
    const list = await readPicture(page, ALT);
    expectVariants(list, photo, "card");
    // On /post the first row is on the first screen, eager, the rest lazy (see e2e/site/images.spec.ts).
    const cards = await page
      .locator("main article")
      .evaluateAll(
        (articles, alt) => articles.map((article) => article.querySelector("img")?.getAttribute("alt") === alt),
        ALT,
      );
    expect(list.loading).toBe(cards.indexOf(true) < 3 ? "eager" : "lazy");
  });

  test("its page draws the page variants as the largest paint: eager, high priority, preloaded", async ({ page }) => {
    const answer = await page.goto(`/post/${post.id}`);
    expect(answer?.status()).toBe(200);
    const cover = await readPicture(page, ALT);
    expectVariants(cover, photo, "page");
    expect(widths(cover.srcset)).toEqual(["640w", "960w", "1200w", "1600w"]);
    expect(cover).toMatchObject({ loading: "eager", fetchPriority: "high", width: 1200, height: 675 });
    // (The /post list the page links to is prefetched, and its first card's preload joins the head: not asserted.)
    const preload = page.locator(`head link[rel="preload"][as="image"][imagesrcset*="/media/${photo.hash}/page-"]`);
    await expect(preload).toHaveAttribute("imagesrcset", new RegExp(`^/media/${photo.hash}/page-640\\.webp 640w`));
    await expect(preload).toHaveAttribute("imagesizes", "(min-width: 1000px) 960px, calc(100vw - 2.5rem)");
    await expect(preload).toHaveAttribute("type", "image/webp");
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    const drawn = await drawnImage(page, ALT);
    expect(drawn.currentSrc).toMatch(new RegExp(`/media/${photo.hash}/page-\\d+\\.webp$`));
    const layout = await sizesAgainstLayout(page, ALT);
    expect(Math.abs(layout.said - layout.drawn)).toBeLessThanOrEqual(3);
  });

  test("nothing shifts while the photo loads on /, /post and its page", async ({ page, browser }) => {
    await trackLayoutShift(page);
    const paths = ["/", "/post", `/post/${post.id}`];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      await page.mouse.wheel(0, 2500);
      await drawnImage(page, ALT);
      await settled(page);
      expect(await layoutShift(page), path).toBeLessThan(0.01);
    }
    // The photo's place is held before a byte of it arrives: with no photo at all, its box is the same.
    const withoutPhotos = await browser.newPage({ viewport: page.viewportSize() });
    await withoutPhotos.route(/\/media\//, (route) => route.abort());
    for (const path of paths) {
      await page.goto(path);
      await withoutPhotos.goto(path);
      await drawnImage(page, ALT);
      const place = await placeOfPhoto(page);
      expect(await placeOfPhoto(withoutPhotos), path).toEqual(place);
      expect(place.height, path).toBeGreaterThan(100);
    }
    await withoutPhotos.close();
  });

  test("screenshots at this screen's width: home and the post page", async ({ page }, testInfo) => {
    await page.goto("/");
    await drawnImage(page, ALT);
    const card = page.locator("main article", { has: page.getByRole("img", { name: ALT }) }).first();
    await card.screenshot({ path: `screenshots/media-card-${testInfo.project.name}.png` });
    await page.goto(`/post/${post.id}`);
    await drawnImage(page, ALT);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `screenshots/media-post-${testInfo.project.name}.png` });
    await expect(page.getByRole("img", { name: ALT })).toBeInViewport();
  });
});

/** The pages and documents a reader or a crawler reaches without signing in, as text. */
async function publicText(request: APIRequestContext, ids: string[]) {
  const paths = ["/", "/post", "/feed.xml", "/sitemap.xml", "/news-sitemap.xml", ...ids.map((id) => `/post/${id}`)];
  return Promise.all(paths.map(async (path) => ({ path, body: await (await request.get(path)).text() })));
}

test.describe(
  "a photo of a post that is not online",
  desktopOnly("what a page names does not depend on the screen"),
  () => {
    test("never appears on a public page: drafts, scheduled and trashed posts have no page, card or share image", async ({
      request,
    }) => {
      const [draftPhoto, laterPhoto, trashedPhoto] = await Promise.all(
        [40, 80, 120].map(async (tint) => upload(request, await cameraPhoto({ tint }))),
      );
      const draft = await publishWithImage(request, draftPhoto.url, { status: "draft", date: UPLOAD_DATE });
      const publishAt = new Date(Date.now() + 24 * 3600_000).toISOString();
      const later = await publishWithImage(request, laterPhoto.url, {
        status: "scheduled",
        publishAt,
        date: UPLOAD_DATE,
      });
      const trashed = await publishWithImage(request, trashedPhoto.url, { date: UPLOAD_DATE });
      // Online, its photo is on its page and the home page; in the trash, nowhere.
      for (const path of ["/", `/post/${trashed.id}`])
        expect(await (await request.get(path)).text()).toContain(trashedPhoto.hash);
      const trash = await request.delete(`/edmNews/${trashed.id}`, { headers: { Authorization: apiAuthorization } });
      expect(trash.status()).toBe(204);

      for (const { path, body } of await publicText(request, [draft.id, later.id, trashed.id])) {
        for (const photo of [draftPhoto, laterPhoto, trashedPhoto]) expect(body, path).not.toContain(photo.hash);
      }
      for (const id of [draft.id, later.id]) {
        expect((await request.get(`/post/${id}`)).status()).toBe(404);
        expect((await request.get(`/post/${id}/opengraph-image`)).status()).toBe(404);
      }
      expect((await request.get(`/post/${trashed.id}`)).status()).toBe(410);
    });

    test("a draft's preview draws its photo as its page will: the page variants", async ({ page, request }) => {
      const photo = await upload(request, await cameraPhoto({ tint: 160 }));
      const draft = await publishWithImage(request, photo.url, { status: "draft", date: UPLOAD_DATE, imageAlt: ALT });
      await signInAsEditor(page);
      expect((await page.goto(`/editor/posts/${draft.id}/preview`))?.status()).toBe(200);
      const cover = await readPicture(page, ALT);
      expectVariants(cover, photo, "page");
      expect(widths(cover.srcset)).toEqual(["640w", "960w", "1200w", "1600w"]);
    });
  },
);
