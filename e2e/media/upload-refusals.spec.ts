import { type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { htmlPage, phonePhoto, smallPng, truncated } from "../../scripts/testing/image-fixtures";
import { field, fillPost } from "../editor/editor";
import { chooser, openCreateForm, preview, slowUplink, typedPost } from "./upload-support";

const REFUSED_TYPE = "Ese archivo no es una foto que el sitio acepte: sube un JPEG, PNG, WebP o AVIF.";

/** The form as an editor left it before choosing a photo: nine fields typed, the image a pasted URL. */
const typedWithUrl = () => ({ ...typedPost(), image: "https://example.com/fotos/escenario.jpg" });

async function expectStillTyped(page: Page, typed: ReturnType<typeof typedWithUrl>) {
  for (const [name, value] of Object.entries(typed) as [keyof typeof typed, string][])
    await expect(field(page, name)).toHaveValue(value);
}

test.describe("a photo the form does not take", () => {
  test("a photo on its way can be cancelled: the field, the other fields and Save are as they were", async ({
    page,
  }) => {
    await openCreateForm(page);
    const typed = typedWithUrl();
    await fillPost(page, typed);
    await slowUplink(page);
    await chooser(page).setInputFiles({ name: "IMG_2042.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await expect(page.getByRole("progressbar", { name: /^Subiendo la foto/ })).toBeVisible();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: /foto/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await expectStillTyped(page, typed);
  });

  test(
    "a refused file is said in Spanish beside the field and the form keeps everything typed",
    desktopOnly("what the server refuses does not depend on the screen"),
    async ({ page }) => {
      await openCreateForm(page);
      const typed = typedWithUrl();
      await fillPost(page, typed);
      await chooser(page).setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: htmlPage() });
      await expect(page.getByText(REFUSED_TYPE)).toBeVisible();
      await expect(chooser(page)).toHaveAccessibleDescription(new RegExp(REFUSED_TYPE.slice(0, 30)));
      await expect(preview(page)).toHaveCount(0);
      await expectStillTyped(page, typed);

      const cut = truncated(await phonePhoto());
      await chooser(page).setInputFiles({ name: "cortada.jpg", mimeType: "image/jpeg", buffer: cut });
      await expect(page.getByText(/^No se pudo leer la foto/)).toBeVisible();

      const tooLarge = Buffer.alloc(25 * 1024 * 1024, 0xff);
      await chooser(page).setInputFiles({ name: "enorme.jpg", mimeType: "image/jpeg", buffer: tooLarge });
      await expect(page.getByText(/^La foto pesa más de 20 MB/)).toBeVisible();

      await page.context().clearCookies();
      await chooser(page).setInputFiles({ name: "cartel.png", mimeType: "image/png", buffer: await smallPng() });
      await expect(page.getByText(/^Tu sesión terminó/)).toBeVisible();
      await expect(field(page, "image")).toHaveValue(typed.image);
    },
  );
});
