import { randomBytes } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { SEARCH_BURST } from "../../lib/search/search-throttle";
import { apiAuthorization } from "../support/environment";

/**
 * A client of its own, in a random /64 of the documentation prefix, named as the site's reverse proxy names it
 * (playwright.config.ts trusts the runner's X-Forwarded-For): no other test, project or run shares its count.
 */
const aClient = () => ({
  "X-Forwarded-For": `2001:db8:${randomBytes(4)
    .toString("hex")
    .replace(/(.{4})/, "$1:")}::1`,
});

/**
 * `count` searches sent at once: the server entry decides each as it arrives, before any is rendered, so the
 * decisions do not wait on a busy machine's renders (one search comes back every second).
 */
async function searchesAtOnce(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  count: number,
) {
  const answers = await Promise.all(Array.from({ length: count }, () => request.get(path, { headers })));
  const withStatus = (status: number) => answers.filter((answer) => answer.status() === status);
  return { admitted: withStatus(200), refused: withStatus(429) };
}

test(
  "a client looping a search meets a 429 in Spanish, after more searches than a reader makes",
  desktopOnly("the throttle does not depend on the screen"),
  async ({ request }) => {
    const client = aClient();
    const pages = await searchesAtOnce(request, "/buscar?q=techno", client, 2 * SEARCH_BURST);
    expect(pages.admitted.length).toBeGreaterThanOrEqual(SEARCH_BURST);
    expect(pages.refused.length).toBeGreaterThanOrEqual(1);
    expect(pages.admitted.length + pages.refused.length).toBe(2 * SEARCH_BURST);
    const [refused] = pages.refused;
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.headers()["cache-control"]).toBe("no-store");
    const page = await refused.text();
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain("<h1>Demasiadas búsquedas</h1>");
    expect(page).toContain("Espera un momento y vuelve a intentarlo.");

    const api = await searchesAtOnce(request, "/edmNews?q=techno", { ...client, Authorization: apiAuthorization }, 10);
    expect(api.refused.length).toBeGreaterThanOrEqual(1);
    const [apiRefused] = api.refused;
    expect(Number(apiRefused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await apiRefused.json()).error).toEqual({
      code: "too_many_requests",
      message: "Hiciste muchas búsquedas en poco tiempo. Espera un momento y vuelve a intentarlo.",
    });

    // Another client searches, and this one still reads everything else.
    expect((await request.get("/buscar?q=techno", { headers: aClient() })).status()).toBe(200);
    expect((await request.get("/post", { headers: client })).status()).toBe(200);
  },
);
