import { apiAuthorization } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { expect, test } from "../support/test";

const headers = { Authorization: apiAuthorization };

test.describe("a post's live updates", () => {
  test("made through the API show under the story, pinned first then newest first, each under its anchor", async ({
    page,
    request,
  }) => {
    const post = newPost();
    expect((await publish(request, post)).status()).toBe(201);
    const add = async (data: object) => {
      const response = await request.post(`/edmNews/${post.id}/updates`, { headers, data });
      expect(response.status()).toBe(201);
      return (await response.json()) as { id: string; url: string };
    };
    await add({ text: "Abren las puertas del **Autódromo**." });
    const pinned = await add({ text: "Los horarios del sábado ya están en la guía.", pinned: true });
    const latest = await add({ text: "Martin Garrix cierra la noche." });

    await page.goto(`/post/${post.id}`);
    const live = page.getByRole("region", { name: "En vivo" });
    await expect(live.getByRole("listitem")).toHaveText([
      /^Fijada.*Los horarios del sábado ya están en la guía\./,
      /Martin Garrix cierra la noche\.$/,
      /Abren las puertas del Autódromo\.$/,
    ]);
    await expect(live.locator("strong", { hasText: "Autódromo" })).toBeVisible();
    expect(new URL(latest.url).hash).toBe(`#actualizacion-${latest.id}`);
    await expect(page.locator(`#actualizacion-${latest.id}`)).toContainText("Martin Garrix");

    const changed = await request.patch(`/edmNews/${post.id}/updates/${pinned.id}`, {
      headers,
      data: { pinned: false },
    });
    expect(changed.status()).toBe(200);
    expect((await request.delete(`/edmNews/${post.id}/updates/${latest.id}`, { headers })).status()).toBe(204);
    await page.reload();
    await expect(live.getByRole("listitem")).toHaveText([
      /Los horarios del sábado ya están en la guía\.$/,
      /Abren las puertas del Autódromo\.$/,
    ]);
  });
});
