// The review on the production build (issue 41, step 10): a Colaborador sends a draft "a revisión", an Editor finds it
// in "Por revisar" on /editor and publishes it or sends it back with a note the Colaborador reads on the draft's page.
import type { Page } from "@playwright/test";
import { apiAuthorization } from "../support/environment";
import { newPost } from "../support/posts";
import { desktopOnly, expect, test } from "../support/test";
import { signIn, teamAccount, writeHeaders, type TeamAccount, accountFlow } from "./support";

const basic = { Authorization: apiAuthorization };
const nameOf = (account: TeamAccount) => account.email.split("@")[0];

/** A Colaborador's new draft, saved through the API as the form saves it. */
async function draftOf(page: Page, colaborador: TeamAccount) {
  await signIn(page, colaborador);
  const headers = await writeHeaders(page);
  const post = newPost();
  const created = await page.request.post("/edmNews/createNews", { headers, data: { ...post, status: "draft" } });
  expect(created.status()).toBe(201);
  return { post, headers };
}

/** The editor's status line saying `message` (a page may hold other status lines: the event field's). */
const announced = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });

const queueRow = (page: Page, title: string) =>
  page.getByRole("region", { name: "Por revisar" }).locator("tr", { hasText: title });

test(
  "a Colaborador's draft sent to review is published by an Editor from Por revisar",
  accountFlow,
  async ({ page }) => {
    const colaborador = teamAccount("colaborador");
    const { post } = await draftOf(page, colaborador);
    await page.goto(`/editor/posts/${post.id}`);
    await page.getByRole("button", { name: "Enviar a revisión" }).click();
    await expect(announced(page, `«${post.title}» está en revisión.`)).toBeVisible();
    await expect(page.getByText(/^Enviada a revisión el /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar a revisión" })).toHaveCount(0);
    await page.goto(`/editor?q=${encodeURIComponent(post.title)}`);
    await expect(page.locator("tr", { hasText: post.title }).getByText("En revisión")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por revisar" })).toHaveCount(0);

    await signIn(page, teamAccount("editor"));
    await page.goto("/editor");
    const row = queueRow(page, post.title);
    await expect(row).toContainText(nameOf(colaborador));
    await expect(row.getByRole("link", { name: post.title })).toHaveAttribute("href", `/editor/posts/${post.id}`);
    await row.getByRole("button", { name: "Publicar ahora" }).click();
    await expect(announced(page, `«${post.title}» está publicada.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    const stored = await page.request.get(`/edmNews/${post.id}`, { headers: basic });
    expect(await stored.json()).toMatchObject({ status: "published" });
  },
);

test(
  "a draft sent back with a note: the Colaborador reads it, and sending again clears it",
  accountFlow,
  async ({ page }) => {
    const colaborador = teamAccount("colaborador");
    const { post, headers } = await draftOf(page, colaborador);
    expect((await page.request.post(`/edmNews/${post.id}/review`, { headers })).status()).toBe(200);

    const editor = teamAccount("editor");
    await signIn(page, editor);
    await page.goto("/editor");
    const row = queueRow(page, post.title);
    await row.getByRole("button", { name: "Devolver con nota" }).click();
    await row.getByRole("button", { name: "Devolver", exact: true }).click();
    await expect(row.getByText("Escribe la nota: qué debe cambiar.")).toBeVisible();
    const note = "Falta la fuente de la cita del segundo párrafo.";
    await row.getByRole("textbox", { name: "Nota para quien la escribió" }).fill(note);
    await row.getByRole("button", { name: "Devolver", exact: true }).click();
    await expect(announced(page, `«${post.title}» volvió a su autor con tu nota.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await signIn(page, colaborador);
    await page.goto(`/editor?q=${encodeURIComponent(post.title)}`);
    await expect(page.locator("tr", { hasText: post.title }).getByText("Devuelta")).toBeVisible();
    await page.getByRole("link", { name: post.title }).click();
    const returned = page.getByRole("note");
    await expect(returned.getByRole("heading", { name: "Devuelta con una nota" })).toBeVisible();
    await expect(returned).toContainText(note);
    await expect(returned).toContainText(nameOf(editor));
    await page.getByRole("button", { name: "Enviar a revisión" }).click();
    await expect(announced(page, `«${post.title}» está en revisión.`)).toBeVisible();
    await expect(page.getByRole("note")).toHaveCount(0);
  },
);

test.describe("a Colaborador", desktopOnly("what the server answers does not depend on the screen"), () => {
  test("can neither send back nor publish a draft in review: 403, and it still waits", async ({ page }) => {
    const colaborador = teamAccount("colaborador");
    const { post, headers } = await draftOf(page, colaborador);
    expect((await page.request.post(`/edmNews/${post.id}/review`, { headers })).status()).toBe(200);
    const before = await (await page.request.get(`/edmNews/${post.id}`, { headers: basic })).json();

    const refusals = [
      await page.request.post(`/edmNews/${post.id}/review/return`, { headers, data: { note: "Me la devuelvo" } }),
      await page.request.patch(`/edmNews/${post.id}`, { headers, data: { status: "published" } }),
    ];
    for (const refused of refusals) {
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe("not_permitted");
    }
    expect(await (await page.request.get(`/edmNews/${post.id}`, { headers: basic })).json()).toEqual(before);
    await page.goto(`/editor/posts/${post.id}`);
    await expect(page.getByText(/^Enviada a revisión el /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Devolver con nota" })).toHaveCount(0);

    await signIn(page, teamAccount("editor"));
    await page.goto("/editor");
    await expect(queueRow(page, post.title)).toHaveCount(1);
  });
});
