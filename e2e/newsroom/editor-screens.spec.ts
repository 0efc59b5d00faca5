import { type Page } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { field, signInAsEditor } from "../editor/editor";

/** Whole-page screenshots into screenshots/ (not versioned), at the width of this project's screen. */
const shoot = (page: Page, name: string, isMobile: boolean) =>
  page.screenshot({ path: `screenshots/editor-${name}-${isMobile ? 390 : 1280}.png`, fullPage: true });

/** A published post with a second version, so that its history has something to compare. */
async function editedPost(page: Page) {
  const post = newPost({ title: "Noche de techno en el puerto" });
  await publish(page.request, post);
  await page.request.patch(`/edmNews/${post.id}`, {
    headers: { Authorization: apiAuthorization },
    data: { title: "Noche de techno y house en el puerto", climax: `${post.climax} Y el cierre fue al amanecer.` },
  });
  return post;
}

test("the dashboard, the edit page and the history pass axe and are photographed", async ({ page, isMobile }) => {
  const post = await editedPost(page);
  await signInAsEditor(page);

  await page.goto("/editor");
  await expect(page.getByRole("heading", { level: 1, name: "Publicaciones" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pasar a borrador" }).first()).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "dashboard", isMobile);

  await page.goto(`/editor/posts/${post.id}`);
  await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "edit", isMobile);

  await page.goto(`/editor/posts/${post.id}/history`);
  await expect(page.getByRole("region", { name: /Diferencias entre la versión 1 y la versión 2/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "history", isMobile);
});

test("the conflict view passes axe and is photographed", async ({ page, isMobile }) => {
  const post = await editedPost(page);
  await signInAsEditor(page);
  await page.goto(`/editor/posts/${post.id}`);
  await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
  await page.request.patch(`/edmNews/${post.id}`, {
    headers: { Authorization: apiAuthorization },
    data: { title: "Noche de techno, house y disco en el puerto" },
  });
  await field(page, "title").fill("Noche de techno en el puerto de Veracruz");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("region", { name: "Alguien guardó otra versión mientras editabas" })).toBeVisible();
  await expect(field(page, "title")).toHaveValue("Noche de techno en el puerto de Veracruz");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "conflict", isMobile);
});
