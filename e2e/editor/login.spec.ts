import { desktopOnly, expect, test } from "../support/test";
import { ADMIN, login, SAME_ORIGIN } from "./editor";

test.describe("editor login", () => {
  test("/createPost sends a stranger to /login, and after login back to /createPost", async ({ page }) => {
    await page.goto("/createPost");
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)createPost$/);
    await expect(page.getByRole("heading", { name: "Acceso editorial" })).toBeVisible();
    await expect(page.locator("header")).toHaveCount(0);
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/createPost$/);
    await expect(page.getByRole("heading", { name: "Nueva publicación" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("authenticated"))).toBe("true");
  });

  test(
    "opening /login directly lands on /createPost",
    desktopOnly("where a sign-in leads does not depend on the screen"),
    async ({ page }) => {
      await page.goto("/login");
      await login(page, ADMIN);
      await expect(page).toHaveURL(/\/createPost$/);
      await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    },
  );

  test(
    "a requested local page is where the editor lands",
    desktopOnly("where a sign-in leads does not depend on the screen"),
    async ({ page }) => {
      await page.goto("/login?next=/post");
      await login(page, ADMIN);
      await expect(page).toHaveURL(/\/post$/);
    },
  );

  test(
    "a return target on another site is ignored",
    desktopOnly("where the login sends the editor does not depend on the screen"),
    async ({ page }) => {
      await page.goto("/login?next=//evil.example/phish");
      await login(page, ADMIN);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/createPost$/);
    },
  );

  test(
    "a return target that the URL parser turns into another site keeps the editor here",
    desktopOnly("where the login sends the editor does not depend on the screen"),
    async ({ page }) => {
      // As the page receives them, once the query string is decoded: "/%2e//" arrives from "?next=/%252e//".
      const targets = [
        "/.//evil.example/x",
        "/..//evil.example/x",
        "/%2e//evil.example/x",
        "/%2e%2e//evil.example/x",
        "/./\\evil.example/x",
      ];
      for (const next of targets) {
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await login(page, ADMIN);
        await expect(page, next).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/createPost$/);
      }
    },
  );

  test("wrong credentials: 'Credenciales incorrectas' in red under the form, no flag", async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${testInfo.project.name === "phone" ? 11 : 10}` });
    await page.goto("/login");
    await login(page, { email: ADMIN.email, password: "not-the-password" });
    const error = page.getByText("Credenciales incorrectas");
    await expect(error).toBeVisible();
    const color = await error.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(200);
    expect(Math.max(green, blue)).toBeLessThan(120);
    const formBottom = (await page.getByRole("button", { name: "Log in" }).boundingBox())!;
    expect((await error.boundingBox())!.y).toBeGreaterThan(formBottom.y);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("authenticated"))).toBeNull();
  });

  test(
    "both fields are required before anything is sent",
    desktopOnly("where the login sends the editor does not depend on the screen"),
    async ({ page }) => {
      const sent: string[] = [];
      page.on("request", (request) => {
        // The passkeys' autofill asks for its challenge as the page opens: it carries nothing of the form.
        if (request.method() === "POST" && !request.url().endsWith("/session/passkey/options"))
          sent.push(request.url());
      });
      await page.goto("/login");
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByRole("button", { name: "Log in" }).click();
      const password = page.getByLabel("Contraseña");
      expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await expect(page).toHaveURL(/\/login$/);
      expect(sent).toEqual([]);
    },
  );
});

test.describe("login throttling", desktopOnly("the throttle does not depend on the screen"), () => {
  test("failures slow down, then are refused with 429 and Retry-After, and the form says so", async ({
    page,
    request,
  }) => {
    const email = "intruso@pulso.test";
    const guess = () =>
      request.post("/session", {
        data: { email, password: "adivina" },
        headers: { ...SAME_ORIGIN, "X-Forwarded-For": "203.0.113.77" },
      });
    const durations: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const started = Date.now();
      const response = await guess();
      durations.push(Date.now() - started);
      expect(response.status()).toBe(401);
      expect((await response.json()).error.message).toBe("Credenciales incorrectas");
    }
    expect(durations[3]).toBeGreaterThanOrEqual(1000);
    expect(durations[4]).toBeGreaterThanOrEqual(2000);

    const refused = await guess();
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: "too_many_requests", message: "Demasiados intentos. Intenta más tarde." },
    });

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.78" });
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña").fill("otra-vez");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Demasiados intentos. Intenta más tarde.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
