// A live post as its readers follow it: an update made through the API shows in a page already open, and the home
// page says the post is live.
import type { APIRequestContext } from "@playwright/test";
import { apiAuthorization } from "../support/environment";
import { newPost } from "../support/posts";
import { expect, test } from "../support/test";

const headers = { Authorization: apiAuthorization };
const MINUTE_MS = 60_000;

/** A post live from a minute ago for five hours: the latest started, so first in the home page's "EN VIVO". */
async function publishLive(request: APIRequestContext) {
  const post = newPost();
  const now = Date.now();
  const live = { start: new Date(now - MINUTE_MS).toISOString(), end: new Date(now + 300 * MINUTE_MS).toISOString() };
  const created = await request.post("/edmNews/createNews", { headers, data: { ...post, live } });
  expect(created.status()).toBe(201);
  return post;
}

test.describe("a live post", () => {
  test("shows an update made through the API in a page already open within 15 seconds, and says so politely", async ({
    page,
    request,
  }) => {
    const post = await publishLive(request);
    await page.goto(`/post/${post.id}`);
    const live = page.getByRole("region", { name: "En vivo" });
    await expect(live).toContainText("La cobertura empieza pronto");

    const made = await request.post(`/edmNews/${post.id}/updates`, {
      headers,
      data: { text: "Abren las puertas: **Nahual** a las 22:30." },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const madeAt = Date.now();
    const arrived = page.locator(`#actualizacion-${id}`);
    await expect(arrived).toContainText("Abren las puertas: Nahual a las 22:30.", { timeout: 15_000 });
    test.info().annotations.push({ type: "shown after", description: `${Date.now() - madeAt} ms` });
    await expect(arrived.locator("strong")).toHaveText("Nahual");
    await expect(arrived.getByRole("link", { name: /\d{1,2}:\d{2}/ })).toHaveAttribute("href", `#actualizacion-${id}`);
    await expect(page.getByRole("status").filter({ hasText: "Nueva actualización en vivo" })).toBeAttached();

    // Without JavaScript, the page shows every update at its last render.
    await page.reload();
    await expect(page.locator(`#actualizacion-${id}`)).toHaveCount(1);
  });

  test("is marked EN VIVO on the home page while its coverage is on, linking to its updates", async ({
    page,
    request,
  }) => {
    const post = await publishLive(request);
    await page.goto("/");
    const strip = page.getByRole("region", { name: "EN VIVO" });
    await expect(strip.getByRole("link", { name: post.title })).toHaveAttribute("href", `/post/${post.id}#en-vivo`);
  });
});

test.describe("a live post without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists its updates as rendered, the newest first", async ({ page }) => {
    await page.goto("/post/mutek-mexico-2024-arte-audiovisual");
    const items = page.getByRole("region", { name: "En vivo" }).getByRole("listitem");
    await expect(items.first()).toContainText("Fijada");
    expect(await items.count()).toBeGreaterThanOrEqual(3);
  });
});
