import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { publishPost } from "./support";

/** PNG: 8-byte signature, then the IHDR chunk whose first fields are width and height (big-endian). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("share image", desktopOnly("the image does not depend on the screen"), () => {
  test("every post, with or without a usable picture, gets a 1200x630 PNG card", async ({ page, request }) => {
    const post = await publishPost(request, { image: "https://offline.invalid/missing.jpg" });
    await page.goto(`/post/${post.id}`);
    const image = await page.locator('head meta[property="og:image"]').getAttribute("content");
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('head meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  });

  test("a card asked for before its post existed is drawn once the post is published", async ({ page, request }) => {
    const known = await publishPost(request);
    await page.goto(`/post/${known.id}`);
    const knownImage = (await page.locator('head meta[property="og:image"]').getAttribute("content"))!;
    const earlyId = `${known.id}-early`;
    const earlyImage = knownImage.replace(`/post/${known.id}/`, `/post/${earlyId}/`);
    expect((await request.get(earlyImage)).status()).toBe(404);

    await publishPost(request, { id: earlyId });
    const response = await request.get(earlyImage);
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });

  test("the site has its own card for the pages that are not posts", async ({ request }) => {
    const response = await request.get("/opengraph-image");
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
});

test.describe("share buttons", () => {
  test("open WhatsApp, X and Facebook with the post, and copy its address saying so", async ({
    page,
    context,
    request,
  }) => {
    const post = await publishPost(request);
    const url = `${E2E_BASE_URL}/post/${post.id}`;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
    await page.goto(`/post/${post.id}`);
    const share = page.getByRole("region", { name: "Comparte esta nota" });

    const whatsapp = new URL((await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")).toBe(`${post.title} ${url}`);
    const x = new URL((await share.getByRole("link", { name: /^X/ }).getAttribute("href"))!);
    expect([x.searchParams.get("text"), x.searchParams.get("url")]).toEqual([post.title, url]);
    const facebook = new URL((await share.getByRole("link", { name: /Facebook/ }).getAttribute("href"))!);
    expect(facebook.searchParams.get("u")).toBe(url);

    const status = share.getByRole("status");
    await expect(status).toBeEmpty();
    await share.getByRole("button", { name: "Copiar enlace" }).click();
    await expect(status).toHaveText("¡Enlace copiado!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test.describe("site icons", desktopOnly("the icons do not depend on the screen"), () => {
  test("every declared icon is the square PNG it says, 48 px or a multiple, the smallest a light one", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const icons = await page
      .locator('head link[rel="icon"]')
      .evaluateAll((links) =>
        links.map((link) => ({ href: (link as HTMLLinkElement).href, sizes: link.getAttribute("sizes") })),
      );
    expect(icons.length).toBeGreaterThan(0);
    const weights: number[] = [];
    for (const icon of icons) {
      const response = await request.get(icon.href);
      expect(response.status()).toBe(200);
      const bytes = await response.body();
      const { width, height } = pngSize(bytes);
      expect(icon.sizes).toBe(`${width}x${height}`);
      expect(width).toBe(height);
      // Google Search asks for a favicon whose side is a multiple of 48 px.
      expect(width % 48).toBe(0);
      weights.push(bytes.length);
    }
    // Browsers fetch the smallest fitting icon for the tab on a reader's first visit.
    expect(Math.min(...weights)).toBeLessThan(8 * 1024);
  });
});
