import { request as playwrightRequest } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL, e2eCredentials } from "../support/environment";
import { newPost } from "../support/posts";
import { ADMIN, publishingTokenOf, SAME_ORIGIN, sessionCookieValue, signInAsEditor, signInThroughApi } from "./editor";

/** A client holding only a copied cookie, as an attacker replaying it would. */
async function withCookie(token: string) {
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Cookie: `editor_session=${token}` },
  });
}

test.describe("what the server decides", () => {
  test("a hand-set localStorage flag without a session cannot open /createPost or publish", async ({ page }) => {
    await page.context().addInitScript(() => localStorage.setItem("authenticated", "true"));
    await page.goto("/createPost");
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)createPost$/);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);

    const post = newPost();
    const status = await page.evaluate(async (body) => {
      const response = await fetch("/edmNews/createNews", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(body),
      });
      return response.status;
    }, post);
    expect(status).toBe(401);
  });

  test("a session without the flag is sent to /login by the browser gate", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/createPost");
    await expect(page).toHaveURL(/\/login\?next=%2FcreatePost$/);
  });
});

test.describe("sessions", desktopOnly("the session rules do not depend on the screen"), () => {
  test("the cookie is httpOnly, SameSite=Lax, and every login issues a new token", async ({ page }) => {
    const response = await page.request.post("/session", { data: ADMIN, headers: SAME_ORIGIN });
    const setCookie = response.headers()["set-cookie"];
    expect(setCookie).toMatch(/^editor_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const first = await sessionCookieValue(page);

    await page.goto("/login");
    expect(await page.evaluate(() => document.cookie)).not.toContain(first);

    await signInThroughApi(page.request);
    const second = await sessionCookieValue(page);
    expect(second).not.toBe(first);
    const replay = await withCookie(first);
    expect((await replay.post("/edmNews/createNews", { data: newPost(), headers: SAME_ORIGIN })).status()).toBe(401);
    await replay.dispose();
  });

  test("a session cookie replayed after logout is refused", async ({ page }) => {
    await signInAsEditor(page);
    const token = await sessionCookieValue(page);
    await page.goto("/createPost");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

    const replay = await withCookie(token);
    const publishing = await replay.post("/edmNews/createNews", { data: newPost(), headers: SAME_ORIGIN });
    expect(publishing.status()).toBe(401);
    const form = await replay.get("/createPost", { maxRedirects: 0 });
    expect(form.status()).toBe(307);
    expect(form.headers()["location"]).toMatch(/\/login\?next=(%2F|\/)createPost$/);
    await replay.dispose();
  });

  test("a live session publishes only from this site: foreign origins and Origin: null are refused", async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    const token = { "X-Publishing-Token": await publishingTokenOf(page) };
    const { request } = page;
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const refused = await request.post("/edmNews/createNews", { data: newPost(), headers: { ...headers, ...token } });
      expect(refused.status(), JSON.stringify(headers)).toBe(403);
      expect((await refused.json()).error.code).toBe("forbidden");
    }
    const accepted = await request.post("/edmNews/createNews", {
      data: newPost(),
      headers: { ...SAME_ORIGIN, ...token },
    });
    expect(accepted.status()).toBe(201);
    expect(accepted.headers()["cache-control"]).toContain("no-store");
  });

  test("a login from another origin is refused before any credential is checked", async ({ request }) => {
    const response = await request.post("/session", { data: ADMIN, headers: { Origin: "https://evil.example" } });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("what the browser receives", desktopOnly("headers and scripts do not depend on the screen"), () => {
  test("the admin pages are never cached", async ({ page }) => {
    const login = await page.request.get("/login");
    expect(login.headers()["cache-control"]).toContain("no-store");
    await signInThroughApi(page.request);
    const form = await page.request.get("/createPost", { maxRedirects: 0 });
    expect(form.status()).toBe(200);
    expect(form.headers()["cache-control"]).toContain("no-store");
  });

  test("no credential of any kind is in the scripts of /login and /createPost", async ({ page }) => {
    await signInAsEditor(page);
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto("/login");
    await page.goto("/createPost");
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    expect(scripts.size).toBeGreaterThan(0);
    const basic = Buffer.from(`${e2eCredentials.apiUser}:${e2eCredentials.apiPassword}`).toString("base64");
    const secrets = [
      e2eCredentials.apiPassword,
      e2eCredentials.adminPassword,
      e2eCredentials.adminEmail,
      e2eCredentials.sessionSecret,
      basic,
    ];
    for (const url of scripts) {
      const source = await (await page.request.get(url)).text();
      for (const secret of secrets) expect(source.includes(secret), `${secret} in ${url}`).toBe(false);
    }
  });
});
