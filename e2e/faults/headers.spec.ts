import { type APIResponse, type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";

const PUBLIC_PAGES = ["/", "/post", "/post?page=1", "/team", "/contact", "/cookies", "/privacidad"];

function expectCommonHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
}

function nonceOf(response: APIResponse): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()["content-security-policy"] ?? "");
  expect(match, "the editor's CSP carries a nonce").not.toBeNull();
  return match![1];
}

async function cspViolations(page: Page, path: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`);
    });
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return violations;
}

test.describe("security headers", desktopOnly("headers do not depend on the screen"), () => {
  test("cached public pages: a policy without nonce, and they stay cached", async ({ request }) => {
    for (const path of PUBLIC_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response);
      const policy = response.headers()["content-security-policy"];
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      expect(policy).not.toContain("nonce-");
      expect(response.headers()["strict-transport-security"], "plain http gets no HSTS").toBeUndefined();
    }
    const cached = await request.get("/team");
    expect(cached.headers()["x-nextjs-cache"] ?? cached.headers()["x-nextjs-prerender"]).toBeTruthy();
  });

  test("editor pages: a strict policy with a fresh nonce that Next puts on its scripts", async ({ request }) => {
    const first = await request.get("/login");
    expectCommonHeaders(first);
    const policy = first.headers()["content-security-policy"];
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).not.toContain("unsafe-inline");
    const nonce = nonceOf(first);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(nonceOf(await request.get("/login"))).not.toBe(nonce);

    const guarded = await request.get("/createPost", { maxRedirects: 0 });
    expectCommonHeaders(guarded);
    nonceOf(guarded);
  });

  test("the API answers with the same protective headers", async ({ request }) => {
    expectCommonHeaders(await request.get("/edmNews"));
    expectCommonHeaders(await request.get("/edmNews?limit=1", { headers: { Authorization: apiAuthorization } }));
  });

  test("HSTS when the site is reached over https", async ({ request }) => {
    for (const path of ["/", "/login", "/edmNews"]) {
      const response = await request.get(path, { headers: { "X-Forwarded-Proto": "https" } });
      expect(response.headers()["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
    }
  });

  test("the home page and the login page run without a CSP violation", async ({ page }) => {
    expect(await cspViolations(page, "/")).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await cspViolations(page, "/login")).toEqual([]);
    await expect(page.getByLabel(/correo|email/i)).toBeVisible();
    await page.getByLabel(/correo|email/i).fill("nadie@example.mx");
    await expect(page.getByLabel(/correo|email/i)).toHaveValue("nadie@example.mx");
  });
});
