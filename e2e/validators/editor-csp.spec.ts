import type { Page } from "@playwright/test";
import { signInAsEditor } from "../editor/editor";
import { focalPoint } from "../media/upload-support";
import { desktopOnly, expect, test } from "../support/test";
import { editorPages, PHOTO_FOCUS, publishSiteContent, type SitePage } from "./site-pages";

/** What Chromium refuses on the page under the editor's policy: the page's own event and the console's report. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused by the Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return refused;
}

/**
 * Where the focal point's marker is drawn (the centre of its ring), in hundredths of the photo's width and height
 * from its top left; "missing" when the photo has no ring over it.
 */
async function markerPosition(page: Page) {
  const ring = focalPoint(page).locator('[aria-hidden="true"] circle').first();
  if ((await ring.count()) === 0) return "missing";
  const photo = (await focalPoint(page).locator("img").boundingBox())!;
  const marker = (await ring.boundingBox())!;
  const hundredths = (fraction: number) => Math.round(fraction * 100);
  return {
    x: hundredths((marker.x + marker.width / 2 - photo.x) / photo.width),
    y: hundredths((marker.y + marker.height / 2 - photo.y) / photo.height),
  };
}

const SHOWS_THE_PHOTO = [
  "edit form with an uploaded photo",
  "author with an uploaded photo",
  "event form with an uploaded photo",
];

test.describe("the editor's Content-Security-Policy", desktopOnly("the policy does not depend on the screen"), () => {
  test("no editor page breaks it, and the focal point stands where the editor put it", async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages: SitePage[] = [
      ...editorPages(await publishSiteContent(request)),
      { name: "login", path: "/login", status: 200 },
    ];
    const refused = await watchPolicy(page);
    await signInAsEditor(page);
    const found: Record<string, object> = {};
    const expected: Record<string, object> = {};
    const savedFocus = { x: Math.round(PHOTO_FOCUS.x * 100), y: Math.round(PHOTO_FOCUS.y * 100) };
    for (const { name, path } of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 }).first(), name).toBeVisible();
      const showsPhoto = SHOWS_THE_PHOTO.includes(name);
      if (showsPhoto) await expect(focalPoint(page), name).toBeVisible();
      found[name] = { refused: refused.splice(0), ...(showsPhoto && { marker: await markerPosition(page) }) };
      expected[name] = { refused: [], ...(showsPhoto && { marker: savedFocus }) };
    }
    expect(found).toEqual(expected);
  });
});
