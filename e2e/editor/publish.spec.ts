import { randomUUID } from "node:crypto";
import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { field, fillPost, LOCAL_IMAGE, signInAsEditor, todayInMexicoCity } from "./editor";

test.describe("publishing from /createPost", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  test("a published post is on /, /post and its own page as soon as the editor lands on /", async ({ page }) => {
    const suffix = randomUUID().slice(0, 6);
    const title = `Clausura en el Autódromo ${suffix}`;
    const id = `clausura-en-el-autodromo-${suffix}`;
    await expect(field(page, "date")).toHaveValue(todayInMexicoCity());
    await fillPost(page, { title });
    await expect(field(page, "id")).toHaveValue(id);
    await fillPost(page, {
      description: "La última noche del festival, contada desde la pista.",
      introduction: "Desde temprano el calor no detuvo a nadie.",
      climax: "El cierre llegó con un set de tres horas.",
      conclusion: "Hasta el próximo año, Ciudad de México.",
      author: "Redacción Pulso",
      image: LOCAL_IMAGE,
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

    await page.goto("/post");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto(`/post/${id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("Nota por: Redacción Pulso")).toBeVisible();
  });

  test("an incomplete form alerts 'Please fill in all fields' and sends nothing", async ({ page, request }) => {
    const post = newPost();
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/edmNews/createNews")) sent.push(r.method());
    });
    await fillPost(page, { ...post, conclusion: "   " });
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => alerts).toEqual(["alert: Please fill in all fields"]);

    expect(sent).toEqual([]);
    const stored = await request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } });
    expect(stored.status()).toBe(404);
    await expect(field(page, "title")).toHaveValue(post.title);
  });

  test(
    "a refused post keeps what was typed, logs the error and says why in Spanish; Save waits disabled",
    desktopOnly("what the server refuses does not depend on the screen"),
    async ({ page, request }) => {
      const existing = newPost();
      expect((await publish(request, existing)).status()).toBe(201);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      // The real request waits until the submitting state has been seen.
      let answer!: () => void;
      const seenSubmitting = new Promise<void>((resolve) => (answer = resolve));
      await page.route("**/edmNews/createNews", async (route) => {
        await seenSubmitting;
        await route.continue();
      });
      const attempt = newPost({ id: existing.id });
      await fillPost(page, attempt);
      const save = page.getByRole("button", { name: "Save" });
      await save.click();
      await expect(page.getByRole("button", { name: "Guardando…" })).toBeDisabled();
      answer();

      await expect(page.getByText("Ya existe una publicación con este id.")).toBeVisible();
      await expect(field(page, "id")).toHaveAttribute("aria-invalid", "true");
      await expect(save).toBeEnabled();
      for (const [name, value] of Object.entries(attempt) as [keyof typeof attempt, string][]) {
        await expect(field(page, name)).toHaveValue(value);
      }
      expect(errors.some((text) => text.includes("Publishing failed"))).toBe(true);
      await expect(page).toHaveURL(/\/createPost$/);
    },
  );

  test("Cerrar sesión ends the session and clears the flag", async ({ page }) => {
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    expect(await page.evaluate(() => localStorage.getItem("authenticated"))).toBeNull();
    await page.evaluate(() => localStorage.setItem("authenticated", "true"));
    await page.goto("/createPost");
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});
