import { type Page } from "@playwright/test";
import { apiAuthorization } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { desktopOnly, expect, test } from "../support/test";
import { fillPost, signInAsEditor } from "../editor/editor";
import { signIn, teamAccount, writeHeaders } from "../team/support";

const status = (page: Page) => page.getByRole("status").last();

/** A post of this test's own, online, so the updates show on its page and no other spec's post is touched. */
async function publishedPost(page: Page) {
  const post = newPost();
  expect((await publish(page.request, post)).status()).toBe(201);
  return post;
}

test.describe("the editor's side of live coverage", () => {
  test("an update written on the en-vivo page, pinned, is listed, shows under the story, and is deleted", async ({
    page,
  }) => {
    const post = await publishedPost(page);
    await signInAsEditor(page);
    await page.goto(`/editor/posts/${post.id}`);
    await page.getByRole("link", { name: "Cobertura en vivo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cobertura en vivo" })).toBeVisible();
    await expect(page.getByText("Esta publicación todavía no tiene ventana de cobertura en vivo.")).toBeVisible();
    const updates = page.getByRole("region", { name: "Actualizaciones" });
    await expect(updates).toContainText("Todavía no hay actualizaciones.");

    const add = page.getByRole("button", { name: "Publicar actualización" });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText("Este campo es obligatorio.")).toBeVisible();
    await expect(page.getByLabel("Texto", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Texto", { exact: true }).fill("Abren las puertas del **Autódromo**: filas cortas.");
    await page.getByRole("checkbox", { name: "Fijar arriba" }).check();
    await add.click();
    await expect(status(page)).toHaveText("Actualización publicada.");
    await expect(updates.getByRole("listitem")).toHaveText([
      /^Fijada.*Abren las puertas del Autódromo: filas cortas\./,
    ]);
    await expect(page.getByLabel("Texto", { exact: true })).toHaveValue("");

    const reader = await page.context().browser()!.newPage();
    await reader.goto(`/post/${post.id}`);
    const live = reader.getByRole("region", { name: "En vivo" });
    await expect(live.getByRole("listitem")).toHaveText([/^Fijada.*Abren las puertas del Autódromo: filas cortas\.$/]);
    await reader.close();

    await updates.getByRole("button", { name: "Desfijar" }).click();
    await expect(status(page)).toHaveText("Actualización desfijada.");
    await expect(updates.getByRole("listitem")).not.toContainText("Fijada");

    await updates.getByRole("button", { name: "Eliminar" }).click();
    await expect(updates.getByText(/^¿Eliminar la actualización de las /)).toBeVisible();
    await expect(updates.getByRole("button", { name: "Sí, eliminar" })).toBeFocused();
    await updates.getByRole("button", { name: "Sí, eliminar" }).click();
    await expect(status(page)).toHaveText("Actualización eliminada.");
    await expect(updates).toContainText("Todavía no hay actualizaciones.");
    const stored = await page.request.get(`/edmNews/${post.id}/updates`, {
      headers: { Authorization: apiAuthorization },
    });
    expect(await stored.json()).toEqual([]);
  });

  test(
    "the post form sets the live window on the newsroom's clock, and the en-vivo page says it",
    desktopOnly("the window's clock does not depend on the screen"),
    async ({ page }) => {
      const post = await publishedPost(page);
      await signInAsEditor(page);
      await page.goto(`/editor/posts/${post.id}`);
      const save = page.getByRole("button", { name: "Guardar cambios" });
      await expect(save).toBeEnabled();

      await page.getByRole("checkbox", { name: "Esta publicación es cobertura en vivo" }).check();
      await expect(page.getByText("Si las dejas vacías se usan las fechas del evento.")).toBeVisible();
      await save.click();
      await expect(page.getByText("Elige el evento de la publicación o escribe cuándo empieza")).toBeVisible();

      await page.getByLabel("Empieza (hora de la Ciudad de México)").fill("2027-02-26T16:00");
      await page.getByLabel("Termina (hora de la Ciudad de México)").fill("2027-03-01T02:00");
      await save.click();
      await expect(status(page)).toHaveText("Cambios guardados.");
      const read = await page.request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } });
      expect((await read.json()).live).toEqual({ start: "2027-02-26T22:00:00.000Z", end: "2027-03-01T08:00:00.000Z" });

      await page.reload();
      await expect(save).toBeEnabled();
      await expect(page.getByLabel("Empieza (hora de la Ciudad de México)")).toHaveValue("2027-02-26T16:00");
      await page.getByRole("link", { name: "Cobertura en vivo" }).click();
      await expect(
        page.getByText(/^En vivo del 26 de febrero de 2027 a las 4:00.*al 1 de marzo de 2027 a las 2:00/),
      ).toBeVisible();

      await page.goto(`/editor/posts/${post.id}`);
      await expect(save).toBeEnabled();
      await page.getByRole("checkbox", { name: "Esta publicación es cobertura en vivo" }).uncheck();
      await save.click();
      await expect(status(page)).toHaveText("Cambios guardados.");
      const ended = await page.request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } });
      expect((await ended.json()).live).toBeNull();
    },
  );

  test(
    "a new post from /createPost goes out with its live window",
    desktopOnly("what the server stores does not depend on the screen"),
    async ({ page }) => {
      const post = newPost();
      await signInAsEditor(page);
      await page.goto("/createPost");
      await fillPost(page, post);
      await page.getByRole("checkbox", { name: "Esta publicación es cobertura en vivo" }).check();
      await page.getByLabel("Empieza (hora de la Ciudad de México)").fill("2027-02-26T16:00");
      await page.getByLabel("Termina (hora de la Ciudad de México)").fill("2027-02-27T04:30");
      await page.getByRole("button", { name: "Guardar borrador" }).click();
      await expect(page).toHaveURL(new RegExp(`/editor/posts/${post.id}\\?aviso=draft$`));
      const read = await page.request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } });
      expect((await read.json()).live).toEqual({ start: "2027-02-26T22:00:00.000Z", end: "2027-02-27T10:30:00.000Z" });
    },
  );
});

test.describe(
  "who writes a post's live coverage",
  desktopOnly("what the server answers does not depend on the screen"),
  () => {
    test("its Autor does; a Colaborador, whose posts an Editor publishes, is refused the page and offered no link", async ({
      page,
    }) => {
      const autor = teamAccount("autor");
      await signIn(page, autor);
      const own = newPost();
      const created = await page.request.post("/edmNews/createNews", { headers: await writeHeaders(page), data: own });
      expect(created.status()).toBe(201);
      expect((await page.goto(`/editor/posts/${own.id}/en-vivo`))?.status()).toBe(200);
      await expect(page.getByRole("button", { name: "Publicar actualización" })).toBeVisible();

      const colaborador = teamAccount("colaborador");
      await signIn(page, colaborador);
      const draft = newPost();
      const drafted = await page.request.post("/edmNews/createNews", {
        headers: await writeHeaders(page),
        data: { ...draft, status: "draft" },
      });
      expect(drafted.status()).toBe(201);
      await page.goto(`/editor/posts/${draft.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Editar publicación" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Cobertura en vivo" })).toHaveCount(0);
      expect((await page.goto(`/editor/posts/${draft.id}/en-vivo`))?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Sin permiso" })).toBeVisible();
    });
  },
);
