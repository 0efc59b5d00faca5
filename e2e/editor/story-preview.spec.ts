import { E2E_BASE_URL } from "../support/environment";
import { desktopOnly, expect, test } from "../support/test";
import { field, signInAsEditor } from "./editor";

const PREVIEW = "Vista previa del cuerpo de la nota";

test.describe("the story's preview on /createPost", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  test("draws the body as the post page does while the editor writes, a player as its poster, asking no third party", async ({
    page,
  }, testInfo) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(E2E_BASE_URL)) elsewhere.push(request.url());
    });
    await field(page, "introduction").fill("# El cartel\n\n- **Sábado:** cumbia\n- *Domingo:* techno");
    await field(page, "climax").fill("[El aftermovie](https://www.youtube.com/watch?v=dQw4w9WgXcQ)");
    await field(page, "conclusion").fill(
      '> Volveremos.\n\n![El escenario principal](/images/posts/edc-mexico-2025-cronica.webp "Pie de foto")',
    );
    const preview = page.getByRole("region", { name: PREVIEW });
    await preview.getByRole("button", { name: "Vista previa" }).click();
    await expect(preview.getByRole("heading", { level: 2, name: "El cartel" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Sábado: cumbia", "Domingo: techno"]);
    await expect(preview.locator("strong")).toHaveText("Sábado:");
    await expect(preview.getByRole("link", { name: /Reproducir en YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    await expect(preview.locator("blockquote")).toHaveText("Volveremos.");
    await expect(preview.locator("figure figcaption")).toHaveText("Pie de foto");
    await expect(preview.getByRole("img", { name: "El escenario principal" })).toBeVisible();
    await preview.screenshot({ path: testInfo.outputPath(`preview-${testInfo.project.name}.png`) });

    // A change shows once the writing pauses.
    await field(page, "conclusion").fill("> Volveremos en 2026.");
    await expect(preview.locator("blockquote")).toHaveText("Volveremos en 2026.");
    await expect(preview.locator('[aria-busy="false"]')).toHaveCount(1);
    expect(elsewhere).toEqual([]);

    await preview.getByRole("button", { name: "Ocultar la vista previa" }).click();
    await expect(preview.locator("blockquote")).toHaveCount(0);
  });

  test("says what to do when the body is empty", async ({ page }) => {
    const preview = page.getByRole("region", { name: PREVIEW });
    await preview.getByRole("button", { name: "Vista previa" }).click();
    await expect(preview).toContainText("Escribe en la introducción, el clímax o la conclusión");
  });
});

test.describe("the preview's server function", desktopOnly("an HTTP rule, the same on every screen"), () => {
  test("a POST with the action header reaches only the forms' pages, and only from this site", async ({ request }) => {
    const action = { "Next-Action": "0".repeat(40) };
    const other = await request.post("/editor", { headers: { ...action, Origin: E2E_BASE_URL } });
    expect(other.status()).toBe(405);
    // Before Next.js, whatever the address (server/answers/server-functions.ts).
    for (const origin of ["https://otro-sitio.example", undefined]) {
      const headers = origin ? { ...action, Origin: origin } : action;
      const elsewhere = await request.post("/createPost", { headers });
      expect(elsewhere.status()).toBe(403);
      expect((await elsewhere.json()).error.code).toBe("forbidden");
    }
  });
});
