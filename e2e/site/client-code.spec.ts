import { type Page, type Response } from "@playwright/test";
import { signInAsEditor } from "../editor/editor";
import { desktopOnly, expect, test } from "../support/test";

/** Addresses only the editor's client code calls: signing in and publishing. */
const EDITOR_CALLS = ["/session", "/edmNews/createNews"];

/**
 * The start of the transliteration library's table of Chinese characters (lib/text/slug.ts): about 88 KB of
 * compressed JavaScript, which the server alone needs to suggest an id.
 */
const TRANSLITERATION_TABLE = '"Yi","Ding","Kao","Qi","Shang","Xia"';

/** The source of every script a page makes the browser download until its load event. */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const urls = new Set<string>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  };
  page.on("response", collect);
  await page.goto(path, { waitUntil: "load" });
  page.off("response", collect);
  expect(urls.size, `scripts of ${path}`).toBeGreaterThan(0);
  const sources = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
  return sources.join("\n");
}

test.describe(
  "client JavaScript only where it is needed",
  desktopOnly("the scripts a page loads do not depend on the screen"),
  () => {
    test("no public page downloads the editor's code; the login page does", async ({ page }) => {
      await page.goto("/post");
      const firstPost = (await page.locator("main article h3 a").first().getAttribute("href")) ?? "";
      expect(firstPost).toMatch(/^\/post\/[a-z0-9-]+$/);
      for (const path of ["/", "/post", "/post?page=2", firstPost, "/team", "/contact", "/cookies", "/privacidad"]) {
        const code = await loadedScripts(page, path);
        for (const call of EDITOR_CALLS) expect(code.includes(call), `${call} in the scripts of ${path}`).toBe(false);
      }
      expect(await loadedScripts(page, "/login")).toContain("/session");
    });

    test("the editor's forms suggest ids without the transliteration tables", async ({ page }) => {
      await signInAsEditor(page);
      for (const path of ["/createPost", "/editor/eventos/nuevo", "/editor/autores"]) {
        const code = await loadedScripts(page, path);
        expect(code.includes(TRANSLITERATION_TABLE), `the table in the scripts of ${path}`).toBe(false);
      }
    });
  },
);
