import { expect, type Page } from "@playwright/test";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { newPost } from "../support/posts";
import { signInAsEditor } from "../editor/editor";

/** A phone photo of 12 megapixels (4000x3000 stored sideways, orientation 6, GPS): about 9 MB, new every time. */
export const twelveMegapixels = () => phonePhoto({ width: 4000, height: 3000 });

export const UPLOAD_PATH = /^\/media\/[0-9a-f]{64}\/original\.(jpg|png)$/;

export const chooser = (page: Page) => page.getByLabel("Subir una foto");
export const focalPoint = (page: Page) => page.getByRole("slider", { name: "Punto de interés de la foto" });
export const preview = (page: Page) => page.locator('img[src^="blob:"]');

export async function openCreateForm(page: Page) {
  await signInAsEditor(page);
  await page.goto("/createPost");
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
}

/** The image field in the middle of the screen, clear of the sticky header, into screenshots/ (not versioned). */
export async function shootImageField(page: Page, name: string) {
  await page.locator("[data-drop-label]").evaluate((zone) => zone.scrollIntoView({ block: "center" }));
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  await page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });
}

/** A slow phone's uplink (about 2 MB/s), so an upload's progress has time to be seen; gives back the full speed. */
export async function slowUplink(page: Page): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const conditions = { offline: false, latency: 40, downloadThroughput: -1 };
  await cdp.send("Network.emulateNetworkConditions", { ...conditions, uploadThroughput: 2 * 1024 * 1024 });
  return () => cdp.send("Network.emulateNetworkConditions", { ...conditions, latency: 0, uploadThroughput: -1 });
}

/** The post's nine fields but its image, which the test gives as a photo. */
export function typedPost() {
  const { image: _image, ...post } = newPost({ title: `Amanecer en el Foro Sol ${Date.now().toString(36)}` });
  return post;
}
