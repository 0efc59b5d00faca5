import { desktopOnly, expect, test } from "../support/test";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { SAME_ORIGIN, signInAsEditor } from "../editor/editor";
import { chooser, UPLOAD_PATH } from "../media/upload-support";
import { anAuthor, anAuthorToDescribe, publishPostsBy, shoot } from "./support";
import { seriousViolations } from "../support/accessibility";

test.describe("the editor describes an author", () => {
  test("from the dashboard to the author's form: bio and uploaded photo show at once on the page", async ({
    page,
    request,
  }) => {
    const author = anAuthor();
    await publishPostsBy(request, author.name, 1);
    await page.goto(`/autor/${author.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);

    await signInAsEditor(page);
    await page.goto("/editor");
    await page.getByRole("link", { name: "Autores" }).click();
    await expect(page).toHaveURL("/editor/autores");
    await page.getByRole("link", { name: author.name }).click();
    await expect(page).toHaveURL(`/editor/autores/${author.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
    await expect(page.getByRole("button", { name: "Guardar" })).toBeEnabled();

    const bio = `Reportera de la escena de Monterrey. ${author.slug}`;
    await page.getByLabel("Biografía").fill(bio);
    await chooser(page).setInputFiles({
      name: "retrato.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto({ width: 900, height: 900 }),
    });
    await expect(page.getByLabel("Foto", { exact: true })).toHaveValue(UPLOAD_PATH);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText("Guardado: su página ya lo muestra.");
    await shoot(page, "author-editor");

    await page.goto(`/autor/${author.slug}`);
    await expect(page.getByText(bio)).toBeVisible();
    const photo = page.getByRole("img", { name: author.name });
    await expect(photo).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test(
    "a bio past 600 characters is refused on the form, naming the field, and nothing is stored",
    desktopOnly("what the server refuses does not depend on the screen"),
    async ({ page, request }) => {
      const author = await anAuthorToDescribe(page, request);
      await page.goto(`/editor/autores/${author.slug}`);
      await expect(page.getByRole("button", { name: "Guardar" })).toBeEnabled();
      await page.getByLabel("Biografía").fill("a".repeat(601));
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText("La biografía tiene más de 600 caracteres: acórtala.")).toBeVisible();
      await expect(page.getByLabel("Biografía")).toHaveAttribute("aria-invalid", "true");
      await page.goto(`/autor/${author.slug}`);
      await expect(page.locator("main header p")).toHaveCount(1);
    },
  );

  test(
    "a signed-in session without the page's token cannot change an author",
    desktopOnly("the server's check of the token does not depend on the screen"),
    async ({ page, request }) => {
      const author = await anAuthorToDescribe(page, request);
      const response = await page.request.put(`/edmNews/authors/${author.slug}`, {
        data: { bio: "Sin token" },
        headers: SAME_ORIGIN,
      });
      expect(response.status()).toBe(403);
    },
  );

  test(
    "signed out, the author pages lead to the login",
    desktopOnly("where the server sends a stranger does not depend on the screen"),
    async ({ page }) => {
      await page.goto("/editor/autores");
      await expect(page).toHaveURL(/\/login\?next=%2Feditor%2Fautores$/);
    },
  );

  test("axe finds no serious or critical violation on the authors' list and an author's form", async ({
    page,
    request,
  }) => {
    const author = await anAuthorToDescribe(page, request);
    await page.goto("/editor/autores");
    await expect(page.getByRole("link", { name: author.name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "authors-editor-list");
    await page.goto(`/editor/autores/${author.slug}`);
    await expect(page.getByLabel("Biografía")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
