// Attacks that lock the editor's account or the API's user name, each against a site of its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { prepareDatabase } from "../../scripts/testing/site-database";
import { startNextServer } from "../../scripts/infra/next-server";
import { faultPort, faultSuite, siteEnvironment, useFaultSite } from "../faults/support/fault-site";
import { apiAuthorization, E2E_DIST_DIR, e2eCredentials } from "../support/environment";
import { newPost } from "../support/posts";
import { ADMIN, login, requestFrom } from "./editor";

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

test.describe("an attacker guessing the editor's password", faultSuite, () => {
  const site = useFaultSite("device-lockout");

  test("locks the account for strangers, not for the editor's browser, which is told how many failed", async ({
    browser,
  }) => {
    const editor = await browser.newContext({ baseURL: site().url });
    const page = await editor.newPage();
    await page.goto("/login");
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/createPost$/);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(`${site().url}/`);

    // From the same address as the editor: this site trusts no proxy, so both are 127.0.0.1.
    const attacker = await playwrightRequest.newContext({
      baseURL: site().url,
      extraHTTPHeaders: { Origin: site().url },
    });
    const attempts: number[] = [];
    while (attempts.at(-1) !== 429 && attempts.length < 10) {
      const guess = await attacker.post("/session", {
        data: { email: ADMIN.email, password: `adivina-${attempts.length}` },
      });
      attempts.push(guess.status());
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const stranger = await attacker.post("/session", { data: ADMIN });
    expect(stranger.status()).toBe(429);
    expect(Number(stranger.headers()["retry-after"])).toBeGreaterThan(0);
    // The API counts its own door: the login flood from this address does not close it.
    const reader = await attacker.get("/edmNews?limit=1", { headers: { Authorization: apiAuthorization } });
    expect(reader.status()).toBe(200);

    await page.goto("/login");
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/createPost$/);
    // The form has live regions of its own (the topics field's): the sign-in activity is the one about attempts.
    const activity = page.getByRole("status").filter({ hasText: "intentos fallidos" });
    await expect(activity).toHaveText("8 intentos fallidos de acceso a tu cuenta desde tu inicio de sesión anterior.");
    await page.reload();
    await expect(activity).toContainText("8 intentos fallidos");
    expect((await attacker.post("/session", { data: ADMIN })).status()).toBe(429);
    await attacker.dispose();
    await editor.close();
  });
});

test.describe("an attacker guessing the API's password", faultSuite, () => {
  const site = useFaultSite("api-lockout");

  test("is locked with 429 and Retry-After, while the real client keeps reading and publishing", async () => {
    const api = (from: string, authorization: string, pathname = "/edmNews?limit=1") =>
      requestFrom(from, `${site().url}${pathname}`, { headers: { Authorization: authorization } });
    const answers: number[] = [];
    for (let i = 0; i < 8; i++)
      answers.push((await api("127.0.0.2", basic(e2eCredentials.apiUser, `guess-${i}`))).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const right = await api("127.0.0.2", apiAuthorization);
    expect(right.status).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);

    expect((await api("127.0.0.1", apiAuthorization)).status).toBe(200);
    const post = newPost();
    const published = await requestFrom("127.0.0.1", `${site().url}/edmNews/createNews`, {
      method: "POST",
      headers: { Authorization: apiAuthorization },
      body: post,
    });
    expect(published.status).toBe(201);
    expect((await api("127.0.0.1", apiAuthorization, `/edmNews/${post.id}`)).status).toBe(200);

    // The login counts its own door: the editor signs in from the address that guessed at the API.
    const signIn = await requestFrom("127.0.0.2", `${site().url}/session`, {
      method: "POST",
      headers: { Origin: site().url },
      body: ADMIN,
    });
    expect(signIn.status).toBe(200);
  });
});

test.describe("a change of ADMIN_PASSWORD", desktopOnly("server behaviour does not depend on the screen"), () => {
  test("ends every session made with the old one, across a restart", async () => {
    const port = faultPort("password-change");
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-password-"));
    const env = siteEnvironment(path.join(folder, "news.db"), port);
    prepareDatabase(path.join(folder, "news.db"), env);
    let server = await startNextServer({ port, distDir: E2E_DIST_DIR, env });
    try {
      const signIn = await fetch(`${server.url}/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const form = () => fetch(`${server.url}/createPost`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect((await form()).status).toBe(200);

      await server.stop();
      server = await startNextServer({
        port,
        distDir: E2E_DIST_DIR,
        env: { ...env, ADMIN_PASSWORD: "another-admin-password-1f3e" },
      });
      expect((await form()).status).toBe(307);
    } finally {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
