import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { e2eCredentials } from "../support/environment";
import { newPost } from "../support/posts";
import { faultSuite, publish, useFaultSite } from "../faults/support/fault-site";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

test.describe("the editor's statistics", faultSuite, () => {
  // A site of its own, so that no other spec's reader is counted; batches written every 100 ms.
  const site = useFaultSite("stats", { PAGE_COUNT_FLUSH_MS: "100" });

  function siteViews(): number {
    const database = new Database(site().databaseFile, { readonly: true });
    try {
      const row = database.prepare(`SELECT SUM("views") AS "views" FROM "PageDay" WHERE "path" = '*'`).get();
      return (row as { views: number | null }).views ?? 0;
    } finally {
      database.close();
    }
  }

  /** A reader from an address and a device of their own opens a page from `referer`, and the beacon counts it. */
  async function reads(browser: Browser, reader: { address: string; agent: string }, path: string, referer?: string) {
    const context = await browser.newContext({
      userAgent: reader.agent,
      extraHTTPHeaders: { "X-Forwarded-For": reader.address },
    });
    const page = await context.newPage();
    const beacon = page.waitForResponse((response) => response.url().endsWith("/conteo"));
    await page.goto(`${site().url}${path}`, { referer });
    expect((await beacon).status()).toBe(204);
    await context.close();
  }

  async function signIn(page: Page) {
    const signedIn = await page.request.post(`${site().url}/session`, {
      data: { email: e2eCredentials.adminEmail, password: e2eCredentials.adminPassword },
      headers: { Origin: site().url },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto(`${site().url}/login`);
    await page.evaluate(() => localStorage.setItem("authenticated", "true"));
  }

  const cells = (page: Page, table: string) =>
    page
      .getByRole("region", { name: table })
      .getByRole("row")
      .filter({ has: page.locator("td") });

  test("show the readers' views by day, the top posts, their sources and devices, and each post's numbers", async ({
    browser,
    page,
  }) => {
    const stats = `${site().url}/editor/estadisticas`;
    await page.goto(stats);
    await expect(page).toHaveURL(`${site().url}/login?next=${encodeURIComponent("/editor/estadisticas?dias=30")}`);

    const [most, less] = [newPost(), newPost()];
    for (const post of [most, less]) expect((await publish(site(), post)).status).toBe(201);
    const desktop = { address: "203.0.113.230", agent: DESKTOP };
    const phone = { address: "203.0.113.231", agent: PHONE };
    await reads(browser, desktop, `/post/${most.id}`, "https://www.google.com/search?q=pulso");
    await reads(browser, phone, `/post/${most.id}`, "https://t.co/abc");
    await reads(browser, desktop, `/post/${less.id}`);
    await expect.poll(siteViews).toBe(3);

    await signIn(page);
    await page.goto(stats);
    await expect(page.getByRole("heading", { level: 1, name: "Estadísticas" })).toBeVisible();
    await expect(page.getByRole("link", { name: "30 días" })).toHaveAttribute("aria-current", "page");
    const summary = page.getByRole("definition");
    await expect(summary.nth(0)).toHaveText("3");
    await expect(summary.nth(1)).toHaveText("0.1");

    const chart = page.getByRole("img", { name: "Vistas y visitantes por día" });
    await expect(chart.locator("rect")).toHaveCount(60);
    await expect(chart.locator("g > title").last()).toHaveText(/: 3 vistas, 2 visitantes$/);
    await page.getByText("Ver los números por día").click();
    await expect(page.getByRole("row").filter({ hasText: /^\s*\d+ de \w+ de \d{4}\s*3\s*2\s*0\s*$/ })).toHaveCount(1);

    await expect(cells(page, "Publicaciones más leídas")).toHaveText([
      new RegExp(`^1\\s*${most.title}\\s*2\\s*2$`),
      new RegExp(`^2\\s*${less.title}\\s*1\\s*1$`),
    ]);
    await expect(page.getByRole("link", { name: most.title })).toHaveAttribute("href", `/editor/posts/${most.id}`);
    await expect(cells(page, "De dónde llegan")).toHaveText([
      /^Directo o desde este sitio\s*1$/,
      /^google\.com\s*1$/,
      /^t\.co\s*1$/,
    ]);
    await expect(page.getByRole("region", { name: "En qué leen" }).getByRole("listitem")).toHaveText([
      /^Móvil\s*1 vista · 33\s*%$/,
      /^Tableta\s*0 vistas · 0\s*%$/,
      /^Escritorio\s*2 vistas · 67\s*%$/,
    ]);

    await page.getByRole("link", { name: "7 días" }).click();
    await expect(page).toHaveURL(`${stats}?dias=7`);
    await expect(chart.locator("rect")).toHaveCount(14);
    expect((await page.request.get(`${stats}?dias=5`)).status()).toBe(404);

    await page.goto(`${site().url}/editor`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: most.title }) });
    await expect(row.getByRole("cell").nth(3)).toHaveText(/^2\s*2 visitantes$/);
    await row.getByRole("link", { name: most.title }).click();
    const readership = page.getByRole("region", { name: "Lecturas" });
    await expect(readership.getByRole("definition")).toHaveText([
      "2 vistas · 2 visitantes",
      "2 vistas · 2 visitantes",
      "2 vistas · 2 visitantes",
    ]);
  });

  /** A beacon straight to the server, as a script sends it; the runner is the trusted proxy naming `address`. */
  const beacon = (path: string, address: string, userAgent: string, referrer = "") =>
    fetch(`${site().url}/conteo`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": userAgent, "X-Forwarded-For": address },
      body: JSON.stringify({ path, referrer }),
    });

  test("show the beacons the meter held back, and a page's hosts past its first 50 of the day as others", async ({
    page,
  }) => {
    const post = newPost();
    expect((await publish(site(), post)).status).toBe(201);
    const before = siteViews();
    // One address, eight browsers at once: five count (direct, beside the first test's one), three are held back.
    for (let index = 0; index < 8; index++) {
      expect((await beacon(`/post/${post.id}`, "203.0.113.240", `${DESKTOP} Build/${index}`)).status).toBe(204);
    }
    // 55 hosts from eleven addresses, five each (what one address may add at once).
    for (let index = 0; index < 55; index++) {
      const address = `203.0.114.${Math.floor(index / 5)}`;
      const sent = await beacon(`/post/${post.id}`, address, `${PHONE} ${index}`, `https://sitio${index}.example/`);
      expect(sent.status).toBe(204);
    }
    await expect.poll(siteViews).toBe(before + 60);

    await signIn(page);
    await page.goto(`${site().url}/editor/estadisticas`);
    await expect(page.getByRole("definition").nth(3)).toHaveText("3");
    await expect(cells(page, "De dónde llegan").nth(1)).toHaveText(/^Otros sitios\s*5$/);
    await page.getByText("Ver los números por día").click();
    await expect(page.getByRole("row").filter({ hasText: /^\s*\d+ de \w+ de \d{4}\s*63\s*\d+\s*3\s*$/ })).toHaveCount(
      1,
    );
  });
});
