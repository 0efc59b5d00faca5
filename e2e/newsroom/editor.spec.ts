import { type Browser, type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { untilClockPasses } from "../support/clock";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { field, fillPost, LOCAL_IMAGE, signInAsEditor, todayInMexicoCity } from "../editor/editor";

const status = (page: Page) => page.getByRole("status").last();
const api = { headers: { Authorization: apiAuthorization } };

/** A post for today, so that it stands first on the home page once online. */
const todaysPost = () => newPost({ date: todayInMexicoCity(), image: LOCAL_IMAGE });

/** Mexico City's wall-clock time `ms` from now, to the second, as the datetime-local field takes it. */
function mexicoCityTimeIn(ms: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(Date.now() + ms));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}`;
}

async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole("button", { name: /Guardar cambios|Publicar ahora|Pasar a borrador|Restaurar/ }).first(),
  ).toBeEnabled();
}

test.describe(
  "the newsroom's flows in the editor",
  desktopOnly("the flows do not depend on the screen; editor-screens.spec.ts looks at both"),
  () => {
    test("a draft from /createPost is private, previewed, then scheduled a few seconds ahead and appears on / by itself", async ({
      page,
    }) => {
      const post = todaysPost();
      await signInAsEditor(page);
      await page.goto("/createPost");
      await fillPost(page, post);
      await page.getByRole("button", { name: "Guardar borrador" }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/posts/${post.id}?aviso=draft`);
      await expect(status(page)).toHaveText("Borrador guardado. Solo tú puedes verlo.");
      expect((await page.request.get(`/post/${post.id}`)).status()).toBe(404);

      await page.getByRole("link", { name: "Vista previa" }).click();
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByRole("note")).toContainText("Vista previa privada · Borrador");
      const preview = await page.request.get(`/editor/posts/${post.id}/preview`);
      expect(preview.headers()["cache-control"]).toContain("no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      await page.goto(`/editor?estado=draft&q=${encodeURIComponent(post.title)}`);
      const row = page.getByRole("row", { name: new RegExp(post.title) });
      await row.getByRole("button", { name: "Programar" }).click();
      // To the second, so at most this late.
      const scheduledAt = Date.now() + 6_000;
      await row.getByLabel("Publicar el (hora de la Ciudad de México)").fill(mexicoCityTimeIn(6_000));
      await row.getByRole("button", { name: "Programar" }).click();
      await expect(status(page)).toContainText(`«${post.title}» quedó programada para el`);
      await expect(page.getByRole("row", { name: new RegExp(post.title) })).toHaveCount(0);
      await page.goto(`/editor?estado=scheduled&q=${encodeURIComponent(post.title)}`);
      await expect(page.getByRole("row", { name: new RegExp(post.title) })).toContainText("Programada");

      const reader = await page.context().browser()!.newPage();
      await reader.goto("/");
      await expect(reader.getByRole("link", { name: post.title })).toHaveCount(0);
      await untilClockPasses(scheduledAt);
      await expect
        .poll(
          async () => {
            await reader.reload();
            return reader.getByRole("link", { name: post.title }).count();
          },
          { intervals: [1_000] },
        )
        .toBeGreaterThan(0);
      await reader.close();
    });

    test("an edit of a published post says Actualizado on its page with the new title", async ({ page }) => {
      const post = todaysPost();
      expect((await publish(page.request, post)).status()).toBe(201);
      await signInAsEditor(page);
      await openEditor(page, `/editor/posts/${post.id}`);
      const title = `${post.title} (corregido)`;
      await field(page, "title").fill(title);
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(status(page)).toHaveText("Cambios guardados.");
      await expect(page.getByText("Versión 2", { exact: true })).toBeVisible();

      await page.goto(`/post/${post.id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Actualizado el/)).toBeVisible();
      await page.goto("/");
      await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    });

    test("a renamed post's old address answers 308 to the new one", async ({ page }) => {
      const post = newPost();
      await publish(page.request, post);
      await signInAsEditor(page);
      await openEditor(page, `/editor/posts/${post.id}`);
      const renamed = `${post.id}-nuevo`;
      await field(page, "id").fill(renamed);
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/posts/${renamed}?aviso=saved`);
      await expect(status(page)).toHaveText("Cambios guardados.");

      const old = await page.request.get(`/post/${post.id}`, { maxRedirects: 0 });
      expect(old.status()).toBe(308);
      expect(old.headers()["location"]).toMatch(new RegExp(`/post/${renamed}$`));
      await page.goto(`/post/${post.id}`);
      await expect(page).toHaveURL(`${E2E_BASE_URL}/post/${renamed}`);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    });

    test("a post deleted from /editor, after confirmation, answers 410, and comes back when restored", async ({
      page,
    }) => {
      const post = newPost();
      await publish(page.request, post);
      await signInAsEditor(page);
      await openEditor(page, `/editor?q=${encodeURIComponent(post.title)}`);
      const row = page.getByRole("row", { name: new RegExp(post.title) });
      await row.getByRole("button", { name: "Eliminar" }).click();
      await expect(row.getByText(`¿Mover «${post.title}» a la papelera?`)).toBeVisible();
      await row.getByRole("button", { name: "Sí, eliminar" }).click();
      await expect(status(page)).toHaveText(`«${post.title}» está en la papelera.`);
      expect((await page.request.get(`/post/${post.id}`)).status()).toBe(410);

      await page.goto(`/editor?estado=trashed&q=${encodeURIComponent(post.title)}`);
      const trashed = page.getByRole("row", { name: new RegExp(post.title) });
      await expect(trashed).toContainText("En la papelera");
      await trashed.getByRole("button", { name: "Restaurar" }).click();
      await expect(status(page)).toHaveText(`«${post.title}» salió de la papelera.`);
      await expect.poll(async () => (await page.request.get(`/post/${post.id}`)).status()).toBe(200);
    });

    /** A second window of the same browser: the same cookies and flag, so the same editor in another tab. */
    async function secondTab(browser: Browser, page: Page): Promise<Page> {
      const context = await browser.newContext();
      await context.addCookies(await page.context().cookies());
      await context.addInitScript(() => localStorage.setItem("authenticated", "true"));
      return context.newPage();
    }

    test("two tabs editing one post: the second sees the conflict, keeps its text, and saves over the first's", async ({
      page,
      browser,
    }) => {
      const post = newPost();
      await publish(page.request, post);
      await signInAsEditor(page);
      const other = await secondTab(browser, page);
      await openEditor(page, `/editor/posts/${post.id}`);
      await openEditor(other, `/editor/posts/${post.id}`);

      const firstTitle = `${post.title} (primera pestaña)`;
      await field(page, "title").fill(firstTitle);
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(status(page)).toHaveText("Cambios guardados.");

      const secondClimax = "Un clímax escrito en la segunda pestaña.";
      await field(other, "climax").fill(secondClimax);
      await other.getByRole("button", { name: "Guardar cambios" }).click();
      const conflict = other.getByRole("region", { name: "Alguien guardó otra versión mientras editabas" });
      await expect(conflict).toBeVisible();
      await expect(status(other)).toContainText("No se guardó");
      await expect(conflict.locator("del").first()).toHaveText("[solo en la versión guardada:  (primera pestaña)]");
      await expect(field(other, "climax")).toHaveValue(secondClimax);

      await conflict.getByRole("button", { name: "Conservar mis cambios" }).click();
      await expect(field(other, "title")).toHaveValue(firstTitle);
      await expect(field(other, "climax")).toHaveValue(secondClimax);
      await other.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(status(other)).toHaveText("Cambios guardados.");
      const stored = await (await page.request.get(`/edmNews/${post.id}`, api)).json();
      expect([stored.title, stored.climax]).toEqual([firstTitle, secondClimax]);
      await other.context().close();
    });

    for (const elsewhere of ["renamed", "trashed"] as const) {
      test(`a post ${elsewhere} in another tab: the save is refused, said, and what was typed stays`, async ({
        page,
      }) => {
        const post = newPost();
        await publish(page.request, post);
        await signInAsEditor(page);
        await openEditor(page, `/editor/posts/${post.id}`);
        const typed = "Un clímax escrito mientras la nota cambiaba en otra pestaña.";
        await field(page, "climax").fill(typed);
        const change =
          elsewhere === "renamed"
            ? page.request.patch(`/edmNews/${post.id}`, { ...api, data: { id: `${post.id}-nueva` } })
            : page.request.delete(`/edmNews/${post.id}`, api);
        expect((await change).ok()).toBe(true);

        await page.getByRole("button", { name: "Guardar cambios" }).click();
        await expect(page.getByRole("alert").filter({ hasText: "No se guardó" })).toContainText("en otra pestaña");
        await expect(status(page)).toContainText("cambió de dirección o se movió a la papelera");
        await expect(field(page, "climax")).toHaveValue(typed);
        await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
      });
    }

    test("a revision is compared word by word and restored as a new version", async ({ page }) => {
      const post = newPost({ title: "Cartel completo del festival de invierno" });
      await publish(page.request, post);
      const patched = await page.request.patch(`/edmNews/${post.id}`, {
        ...api,
        data: { title: "Cartel parcial del festival de invierno" },
      });
      expect(patched.status()).toBe(200);
      await signInAsEditor(page);
      await openEditor(page, `/editor/posts/${post.id}/history`);
      const diff = page.getByRole("region", { name: "Diferencias entre la versión 1 y la versión 2" });
      await expect(diff.locator("del")).toHaveText(["[quitado: completo]"]);
      await expect(diff.locator("ins")).toHaveText(["[añadido: parcial]"]);
      await expect(page.getByText("Versión actual")).toBeVisible();

      await page.getByRole("button", { name: "Restaurar la versión 1" }).click();
      await expect(status(page)).toHaveText("Se restauró la versión 1: su texto es ahora la versión más reciente.");
      await expect(page.getByRole("listitem").filter({ hasText: "Versión actual" })).toContainText("Versión 3");
      const stored = await (await page.request.get(`/edmNews/${post.id}`, api)).json();
      expect(stored.title).toBe(post.title);
    });

    test("the editor's pages are refused without a session and are never stored", async ({ page }) => {
      const post = newPost();
      await publish(page.request, post);
      for (const path of ["/editor", `/editor/posts/${post.id}`, `/editor/posts/${post.id}/preview`]) {
        const answer = await page.request.get(path, { maxRedirects: 0 });
        expect(answer.status(), path).toBe(307);
        expect(answer.headers()["location"]).toContain(`/login?next=${encodeURIComponent(path)}`);
      }
      await signInAsEditor(page);
      const dashboard = await page.request.get("/editor");
      expect(dashboard.headers()["cache-control"]).toContain("no-store");
      expect(await dashboard.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect((await page.request.post("/editor", { maxRedirects: 0 })).status()).toBe(405);
    });
  },
);
