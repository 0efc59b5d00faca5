import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
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

test("a client looping a search meets a 429 in Spanish, after more searches than a reader makes", async ({
  request,
}) => {
  const client = aClient();
  for (let search = 1; search <= SEARCH_BURST; search++) {
    const page = await request.get(`/buscar?q=techno&page=1`, { headers: client });
    expect(`search ${search}: ${page.status()}`).toBe(`search ${search}: 200`);
  }
  const refused = await request.get("/buscar?q=techno", { headers: client });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(refused.headers()["cache-control"]).toBe("no-store");
  const page = await refused.text();
  expect(page).toContain('<html lang="es">');
  expect(page).toContain("<h1>Demasiadas búsquedas</h1>");
  expect(page).toContain("Espera un momento y vuelve a intentarlo.");

  const api = await request.get("/edmNews?q=techno", { headers: { ...client, Authorization: apiAuthorization } });
  expect(api.status()).toBe(429);
  expect(Number(api.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect((await api.json()).error).toEqual({
    code: "too_many_requests",
    message: "Hiciste muchas búsquedas en poco tiempo. Espera un momento y vuelve a intentarlo.",
  });

  // Another client searches, and this one still reads everything else.
  expect((await request.get("/buscar?q=techno", { headers: aClient() })).status()).toBe(200);
  expect((await request.get("/post", { headers: client })).status()).toBe(200);
});
