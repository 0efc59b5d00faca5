import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { apiAuthorization } from "../support/environment";
import { newPost, type NewPost } from "../support/posts";

/** A sample post's picture: the uploads made of it are compared with what the sample itself costs readers. */
export const SAMPLE_IMAGE = "/images/posts/festival-catrina-2025-cholula.webp";

/**
 * Newer than every sample post, older than the posts other suites date 2099-12-31 to be first: a post of this day is
 * on the first screen of /post and on the home page.
 */
export const UPLOAD_DATE = "2099-12-30";

/**
 * A camera's JPEG of the sample picture at `width` x `height` (cut to that shape): stored sideways with EXIF
 * orientation 6 and GPS coordinates, as phones store them. `tint` makes the bytes, and so the upload, unique.
 */
export async function cameraPhoto({ width = 3200, height = 1800, tint = 0 } = {}): Promise<Buffer> {
  const sample = path.join(process.cwd(), "public", SAMPLE_IMAGE);
  const upright = await sharp(sample).resize(width, height, { fit: "cover" }).modulate({ hue: tint }).toBuffer();
  // A second pipeline: within one, sharp turns the image before it resizes it.
  return sharp(upright)
    .rotate(270)
    .withExif({
      IFD0: { Make: "PulsoCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 25/1 56/1", GPSLongitudeRef: "W", GPSLongitude: "99/1 7/1 59/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export type Upload = { url: string; width: number; height: number; hash: string };

/** Uploads a photo through the API, as the editor's form does. */
export async function upload(request: APIRequestContext, photo: Buffer, focus?: { x: number; y: number }) {
  const response = await request.post("/edmNews/media", {
    headers: { Authorization: apiAuthorization },
    multipart: {
      file: { name: "foto.jpg", mimeType: "image/jpeg", buffer: photo },
      ...(focus && { focusX: String(focus.x), focusY: String(focus.y) }),
    },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  const answer = (await response.json()) as Omit<Upload, "hash">;
  return { ...answer, hash: /^\/media\/([0-9a-f]{64})\//.exec(answer.url)![1] };
}

/** Publishes (or saves as `status`) a post whose image is `image`, with alt text. */
export async function publishWithImage(
  request: APIRequestContext,
  image: string,
  overrides: Partial<NewPost> & { status?: "draft" | "scheduled"; publishAt?: string } = {},
) {
  const post = newPost({
    image,
    imageAlt: "Confeti sobre la pista del festival",
    ...overrides,
  });
  const response = await request.post("/edmNews/createNews", {
    data: post,
    headers: { Authorization: apiAuthorization },
  });
  expect(response.status(), await response.text()).toBe(201);
  return post;
}

/** The <picture> a post's image is drawn with, by its alt text, in `scope` (a card or the article). */
export async function readPicture(page: Page, alt: string) {
  const image = page.getByRole("img", { name: alt, exact: true }).first();
  await expect(image).toBeAttached();
  return image.evaluate((img: HTMLImageElement) => {
    const source = img.parentElement?.querySelector('source[type="image/webp"]');
    return {
      inPicture: img.parentElement?.tagName === "PICTURE",
      srcset: source?.getAttribute("srcset") ?? "",
      sizes: source?.getAttribute("sizes") ?? "",
      src: img.getAttribute("src") ?? "",
      width: Number(img.getAttribute("width")),
      height: Number(img.getAttribute("height")),
      loading: img.getAttribute("loading"),
      fetchPriority: img.getAttribute("fetchpriority"),
    };
  });
}

/**
 * How wide the image's `sizes` says it is on this screen, worked out by the browser: the first entry whose media
 * query matches, its length measured on a probe; and how wide it is really drawn.
 */
export async function sizesAgainstLayout(page: Page, alt: string) {
  const image = page.getByRole("img", { name: alt, exact: true }).first();
  return image.evaluate((img: HTMLImageElement) => {
    const sizes = img.parentElement?.querySelector("source")?.getAttribute("sizes") ?? "";
    const entries = sizes.split(/,\s*(?![^()]*\))/).map((entry) => {
      const media = /^\(.*?\)(?=\s)/.exec(entry)?.[0];
      return { media, length: media ? entry.slice(media.length).trim() : entry.trim() };
    });
    const { length } = entries.find(({ media }) => !media || window.matchMedia(media).matches)!;
    const probe = document.createElement("div");
    probe.style.width = length;
    document.body.append(probe);
    const said = probe.getBoundingClientRect().width;
    probe.remove();
    return { said, drawn: img.getBoundingClientRect().width };
  });
}

/** Waits for the image to be drawn and answers which file the browser chose and how large it was drawn. */
export async function drawnImage(page: Page, alt: string) {
  const image = page.getByRole("img", { name: alt, exact: true }).first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
  }));
}
