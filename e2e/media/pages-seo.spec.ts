import { type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import sharp from "sharp";
import { checkNewsArticle } from "../../scripts/testing/news-article-check";
import { anAuthor, describeAuthor, publishPostsBy } from "../authors/support";
import { E2E_BASE_URL } from "../support/environment";
import { cameraPhoto, publishWithImage, upload } from "./pages-support";

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first();

/** A file as a crawler or a link preview fetches it: its type, size in bytes and pixels, and what metadata it keeps. */
async function fetchImage(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const bytes = await response.body();
  const { width, height, format, exif, icc, xmp, iptc } = await sharp(bytes).metadata();
  return { type: response.headers()["content-type"], bytes: bytes.length, width, height, format, exif, icc, xmp, iptc };
}

/** The link preview of an uploaded photo: its 1200x630 JPEG at `url`, described by `alt`. */
async function expectShareCrop(page: Page, url: string, alt: string) {
  await expect(meta(page, "og:image")).toHaveAttribute("content", url);
  await expect(meta(page, "og:image:width")).toHaveAttribute("content", "1200");
  await expect(meta(page, "og:image:height")).toHaveAttribute("content", "630");
  await expect(meta(page, "og:image:type")).toHaveAttribute("content", "image/jpeg");
  await expect(meta(page, "og:image:alt")).toHaveAttribute("content", alt);
  await expect(meta(page, "twitter:image")).toHaveAttribute("content", url);
}

test.describe(
  "an uploaded photo in link previews and search results",
  desktopOnly("what crawlers read does not depend on the screen"),
  () => {
    test("og:image and twitter:image are the 1200x630 JPEG under 300 KB, without EXIF, with the alt text", async ({
      page,
      request,
    }) => {
      const photo = await upload(request, await cameraPhoto({ tint: 20 }), { x: 0.3, y: 0.6 });
      const post = await publishWithImage(request, photo.url, { imageAlt: "Una multitud con las manos en alto" });
      await page.goto(`/post/${post.id}`);
      const share = `${E2E_BASE_URL}/media/${photo.hash}/share-f300-600.jpg`;
      await expectShareCrop(page, share, "Una multitud con las manos en alto");
      await expect(meta(page, "twitter:image:alt")).toHaveAttribute("content", "Una multitud con las manos en alto");
      // One share image: the card drawn for other posts is not offered beside it.
      await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);

      const image = await fetchImage(page, share);
      expect(image).toMatchObject({ type: "image/jpeg", format: "jpeg", width: 1200, height: 630 });
      expect(image.bytes).toBeLessThanOrEqual(300 * 1024);
      expect([image.exif, image.icc, image.xmp, image.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    });

    test("the JSON-LD lists the 16:9, 4:3 and 1:1 crops, files that exist, and meets Google's guidance", async ({
      page,
      request,
    }) => {
      const photo = await upload(request, await cameraPhoto({ width: 3000, height: 2000, tint: 30 }));
      // The byline links the author's page, which Google's guidance recommends.
      const post = await publishWithImage(request, photo.url, { author: "Diego Ramírez" });
      const url = `${E2E_BASE_URL}/post/${post.id}`;
      await page.goto(`/post/${post.id}`);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
      expect(checkNewsArticle(article, url)).toEqual({ errors: [], warnings: [] });
      const crops = ["16x9", "4x3", "1x1"].map(
        (ratio) => `${E2E_BASE_URL}/media/${photo.hash}/crop-${ratio}-f500-500.jpg`,
      );
      expect(article.image).toEqual(crops);
      const sizes = [];
      for (const crop of crops) {
        const image = await fetchImage(page, crop);
        expect(image).toMatchObject({ type: "image/jpeg", format: "jpeg", exif: undefined });
        sizes.push([image.width, image.height]);
      }
      expect(sizes).toEqual([
        [1200, 675],
        [1200, 900],
        [1200, 1200],
      ]);
    });

    test("a post whose image is hosted elsewhere keeps its drawn card and its one image", async ({ page, request }) => {
      const post = await publishWithImage(request, "https://imagenes.remotas.invalid/a.jpg");
      const url = `${E2E_BASE_URL}/post/${post.id}`;
      await page.goto(`/post/${post.id}`);
      await expect(meta(page, "og:image")).toHaveAttribute("content", new RegExp(`^${url}/opengraph-image`));
      await expect(meta(page, "og:image:alt")).toHaveAttribute("content", "Pulso Electrónico: portada de la nota");
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
      expect(article.image).toEqual(["https://imagenes.remotas.invalid/a.jpg"]);
      await expect(page.getByRole("img", { name: "Confeti sobre la pista del festival" })).toHaveAttribute(
        "src",
        "https://imagenes.remotas.invalid/a.jpg",
      );
    });
  },
);

test.describe(
  "an author's photo in link previews and search results",
  desktopOnly("what crawlers read does not depend on the screen"),
  () => {
    const person = async (page: Page) => {
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      return scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "ProfilePage").mainEntity;
    };

    test("an uploaded photo is shared as its 1200x630 JPEG with its size, in og:image and the JSON-LD", async ({
      page,
      request,
    }) => {
      const photo = await upload(request, await cameraPhoto({ tint: 40 }));
      const author = anAuthor();
      await publishPostsBy(request, author.name, 1);
      await describeAuthor(request, author.slug, { bio: "Retratos de pista.", photo: photo.url });
      await page.goto(`/autor/${author.slug}`);
      const share = `${E2E_BASE_URL}/media/${photo.hash}/share-f500-500.jpg`;
      await expectShareCrop(page, share, author.name);
      expect((await person(page)).image).toEqual({ "@type": "ImageObject", url: share, width: 1200, height: 630 });
      expect(await fetchImage(page, share)).toMatchObject({ type: "image/jpeg", width: 1200, height: 630 });
    });

    test("a photo hosted elsewhere is named as it is, without a size the site never measured", async ({
      page,
      request,
    }) => {
      const photo = "https://fotos.remotas.invalid/retrato.jpg";
      const author = anAuthor();
      await publishPostsBy(request, author.name, 1);
      await describeAuthor(request, author.slug, { photo });
      await page.goto(`/autor/${author.slug}`);
      await expect(meta(page, "og:image")).toHaveAttribute("content", photo);
      await expect(
        page.locator('head meta[property="og:image:width"], head meta[property="og:image:height"]'),
      ).toHaveCount(0);
      expect((await person(page)).image).toBe(photo);
    });
  },
);
