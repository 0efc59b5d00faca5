import { seriousViolations } from "../support/accessibility";
import { desktopOnly, expect, test } from "../support/test";
import sharp from "sharp";
import { smallPng } from "../../scripts/testing/image-fixtures";
import { E2E_BASE_URL } from "../support/environment";
import { field, fillPost } from "../editor/editor";
import {
  chooser,
  focalPoint,
  openCreateForm,
  preview,
  shootImageField,
  slowUplink,
  twelveMegapixels,
  typedPost,
  UPLOAD_PATH,
} from "./upload-support";

test.describe("a photo uploaded from the post forms", () => {
  test("a phone photo: preview, progress, focal point, alt text, then upright on the post without EXIF", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const photo = await twelveMegapixels();
    expect(photo.length).toBeGreaterThan(4_000_000);
    await openCreateForm(page);
    const post = typedPost();
    await fillPost(page, post);

    await test.step("the preview shows at once and the progress while it goes out", async () => {
      const fullSpeed = await slowUplink(page);
      await chooser(page).setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
      await expect(preview(page)).toBeVisible();
      const progress = page.getByRole("progressbar", { name: /^Subiendo la foto: \d+ %$/ });
      await expect(progress).toBeVisible();
      await expect(page.getByRole("button", { name: "Save" }), "Save waits for the photo").toBeDisabled();
      await expect
        .poll(() => progress.getAttribute("value"), { message: "a part of the photo sent" })
        .toMatch(/^[1-9]\d?$/);
      await shootImageField(page, "upload-progress-1280");
      // Every byte out: the server makes the sizes, and the bar says so without a number.
      await expect(page.getByRole("progressbar", { name: "Foto recibida: preparando sus tamaños…" })).toBeVisible();
      await expect(field(page, "image")).toHaveValue(UPLOAD_PATH, { timeout: 60_000 });
      await fullSpeed();
    });

    await test.step("a click and the arrows set the focal point, which the server stores", async () => {
      const point = focalPoint(page);
      await expect(point).toHaveAttribute("aria-valuetext", "50 % desde la izquierda, 50 % desde arriba");
      const box = (await point.boundingBox())!;
      expect(box.height, "the preview stands upright").toBeGreaterThan(box.width);
      const stored = page.waitForResponse((r) => r.url().endsWith("/focus") && r.request().method() === "POST");
      await point.click({ position: { x: box.width * 0.3, y: box.height * 0.2 } });
      await point.press("ArrowRight");
      await expect(point).toHaveAttribute("aria-valuetext", "35 % desde la izquierda, 20 % desde arriba");
      const answer = await stored;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual({ focusX: 0.35, focusY: 0.2 });
      await expect(page.getByText("Los recortes siguen este punto.")).toBeVisible();
    });

    await test.step("the alt text is asked for, then the post is published", async () => {
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Describe la foto que subiste")).toBeVisible();
      await expect(field(page, "imageAlt")).toBeFocused();
      await field(page, "imageAlt").fill("Público bajo los láseres del escenario principal al amanecer");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    });

    await test.step("the post page shows it upright, by its alt, from variants without EXIF", async () => {
      await page.goto(`/post/${post.id}`);
      const image = page.getByRole("img", { name: "Público bajo los láseres del escenario principal al amanecer" });
      await expect(image).toBeVisible();
      const drawn = () => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      await expect.poll(async () => (await drawn())[0]).toBeGreaterThan(0);
      const [drawnWidth, drawnHeight] = await drawn();
      expect(drawnHeight, "the variant drawn is upright").toBeGreaterThan(drawnWidth);
      const box = (await image.boundingBox())!;
      expect(box.height, "a portrait box for the upright photo").toBeGreaterThan(box.width);
      // What the browser drew, its JPEG fallback and every width its <picture> offers.
      const sources = await image.evaluate((img: HTMLImageElement) => {
        const offered = [...(img.parentElement?.querySelectorAll("source") ?? [])].flatMap((source) =>
          source.srcset.split(",").map((entry) => entry.trim().split(" ")[0]),
        );
        return [img.currentSrc, img.src, ...offered].map((url) => new URL(url, location.href).href);
      });
      expect(sources.every((source) => new URL(source).pathname.startsWith("/media/"))).toBe(true);
      for (const source of new Set(sources)) {
        const response = await page.request.get(source);
        expect(response.status()).toBe(200);
        const metadata = await sharp(await response.body()).metadata();
        expect({ source, exif: metadata.exif, orientation: metadata.orientation }).toEqual({
          source,
          exif: undefined,
          orientation: undefined,
        });
        expect(metadata.height, `${source} is upright`).toBeGreaterThan(metadata.width);
      }
      // Upright, not merely tall: the band painted along the stored top is on the right once turned (orientation 6).
      const drawnFile = await (await page.request.get(sources[0])).body();
      const { width, height } = await sharp(drawnFile).metadata();
      const edge = await sharp(drawnFile)
        .extract({ left: width - 3, top: Math.round(height / 2), width: 1, height: 1 })
        .raw()
        .toBuffer();
      expect([...edge].map((channel) => channel > 150)).toEqual([true, false, false]);
    });

    await test.step("the edit form shows the photo at its focal point and edits the alt text", async () => {
      await page.goto(`/editor/posts/${post.id}`);
      await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
      await expect(focalPoint(page)).toHaveAttribute("aria-valuetext", "35 % desde la izquierda, 20 % desde arriba");
      await field(page, "imageAlt").fill("Público bajo los láseres al amanecer, desde la pista");
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByRole("status").last()).toHaveText("Cambios guardados.");
      await page.goto(`/post/${post.id}`);
      await expect(
        page.getByRole("img", { name: "Público bajo los láseres al amanecer, desde la pista" }),
      ).toBeVisible();
    });
  });

  test(
    "a photo dropped on the image field is uploaded the same way",
    desktopOnly("a phone has no drag and drop"),
    async ({ page }) => {
      await openCreateForm(page);
      const bytes = (await smallPng()).toString("base64");
      const dataTransfer = await page.evaluateHandle((base64) => {
        const file = new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "cartel.png", {
          type: "image/png",
        });
        const transfer = new DataTransfer();
        transfer.items.add(file);
        return transfer;
      }, bytes);
      await field(page, "image").dispatchEvent("dragover", { dataTransfer });
      await field(page, "image").dispatchEvent("drop", { dataTransfer });
      await expect(field(page, "image")).toHaveValue(UPLOAD_PATH);
      await expect(focalPoint(page)).toBeVisible();
    },
  );

  test(
    "the form with a photo and its focal point passes axe and is photographed at 1280 and 390 px",
    desktopOnly("the test photographs both widths itself"),
    async ({ page }) => {
      await openCreateForm(page);
      await fillPost(page, typedPost());
      await chooser(page).setInputFiles({
        name: "IMG_2041.jpg",
        mimeType: "image/jpeg",
        buffer: await twelveMegapixels(),
      });
      const point = focalPoint(page);
      await expect(point).toBeVisible({ timeout: 30_000 });
      await point.focus();
      await point.press("ArrowLeft");
      await point.press("ArrowUp");
      await expect(page.getByText("Los recortes siguen este punto.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await shootImageField(page, `upload-form-${width}`);
      }
    },
  );
});
