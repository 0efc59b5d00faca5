import { readFile } from "node:fs/promises";
import path from "node:path";
import { type BrowserContext, type Page, type Response } from "@playwright/test";
import { expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";
import { drawnImage, publishWithImage, SAMPLE_IMAGE, upload, UPLOAD_DATE } from "./pages-support";

/** The bytes of the file the browser chose for the image with this alt text, on the page at `path` (a new tab). */
async function downloaded(context: BrowserContext, path: string, alt: string) {
  const page = await context.newPage();
  const answers = new Map<string, Response>();
  page.on("response", (response) => {
    // A redirect (an original's address sends readers to a variant) has no body; the variant it names is counted.
    if (response.request().resourceType() === "image" && response.status() < 300) answers.set(response.url(), response);
  });
  await page.goto(path);
  const { currentSrc } = await drawnImage(page, alt);
  await expect.poll(() => answers.has(currentSrc), { message: currentSrc }).toBe(true);
  const bytes = (await answers.get(currentSrc)!.body()).length;
  await page.close();
  const url = new URL(currentSrc);
  return { file: url.pathname + url.search, bytes };
}

/** What a variant may weigh beyond the optimizer's file of its width. */
const SAME_WIDTH_MARGIN = 1.05;

/** The width of a variant (`card-384.webp`) or of an optimizer's answer (`?w=384`). */
const fileWidth = (file: string) => Number(/(?:-|[?&]w=)(\d+)(?:\.webp|\.jpg|&|$)/.exec(file)![1]);

/**
 * The list page whose cards include the post, searched from the first; a list refreshed by a publication may be
 * served stale once, so the search is repeated until it finds the post.
 */
async function listPageOf(page: Page, id: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (let number = 1; number < 50 && !found; number += 1) {
          const path = number === 1 ? "/post" : `/post?page=${number}`;
          if ((await page.goto(path))?.status() !== 200) break;
          if ((await page.locator(`main article a[href="/post/${id}"]`).count()) > 0) found = path;
        }
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return found;
}

test.describe("what an uploaded photo costs a reader", () => {
  test("no more bytes than the same picture as a sample image, on a card and on the post page", async ({
    context,
    page,
    request,
  }, testInfo) => {
    const headers = { Authorization: apiAuthorization };
    const list = (await (await request.get("/edmNews", { headers })).json()) as { id: string; image: string }[];
    const sample = list.find(({ image }) => image === SAMPLE_IMAGE)!;
    const { title } = (await (await request.get(`/edmNews/${sample.id}`, { headers })).json()) as { title: string };
    const sampleAlt = `Imagen de la nota: ${title}`;
    // The sample's own file, uploaded: the same pixels, so only the sizes the browser picks and the encoding differ.
    const photo = await upload(request, await readFile(path.join(process.cwd(), "public", SAMPLE_IMAGE)));
    const post = await publishWithImage(request, photo.url, { date: UPLOAD_DATE, imageAlt: "La misma foto, subida" });

    const figures = {
      sampleCard: await downloaded(context, await listPageOf(page, sample.id), sampleAlt),
      uploadCard: await downloaded(context, await listPageOf(page, post.id), post.imageAlt!),
      samplePage: await downloaded(context, `/post/${sample.id}`, sampleAlt),
      uploadPage: await downloaded(context, `/post/${post.id}`, post.imageAlt!),
    };
    testInfo.annotations.push({ type: "bytes", description: JSON.stringify(figures) });
    console.log(testInfo.project.name, JSON.stringify(figures, null, 1));
    expect(figures.uploadCard.file).toMatch(/^\/media\//);
    expect(figures.uploadPage.file).toMatch(/^\/media\//);
    // The browser never takes a wider file than the optimizer would have sent for the sample.
    expect(fileWidth(figures.uploadCard.file)).toBeLessThanOrEqual(fileWidth(figures.sampleCard.file));
    expect(fileWidth(figures.uploadPage.file)).toBeLessThanOrEqual(fileWidth(figures.samplePage.file));
    // A reader who sees the card and opens the post downloads no more, within what one width's variant may weigh
    // beyond the optimizer's file of that width (a few per cent): a variant is scaled from the full pixels, the
    // optimizer's from the sample's smaller file. Chromium on the phone takes the page's 960 or, about one run in six,
    // its 1200 (the optimizer's width) for the same 350 CSS px at density 2.625.
    expect(figures.uploadCard.bytes + figures.uploadPage.bytes).toBeLessThanOrEqual(
      (figures.sampleCard.bytes + figures.samplePage.bytes) * SAME_WIDTH_MARGIN,
    );
  });
});
