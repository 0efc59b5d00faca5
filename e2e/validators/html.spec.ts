import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { checkHtml } from "../../scripts/testing/html-checker";
import { signInThroughApi } from "../editor/editor";
import { desktopOnly, expect, test } from "../support/test";
import { editorPages, publicPages, publishSiteContent, type SitePage } from "./site-pages";

test.describe("the W3C Nu HTML checker", desktopOnly("the HTML does not depend on the screen"), () => {
  test("finds no error on any kind of page, the editor's included", async ({ request }) => {
    test.setTimeout(120_000);
    const content = await publishSiteContent(request);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-html-"));
    const saved = new Map<string, SitePage>();
    async function save(client: APIRequestContext, page: SitePage) {
      const response = await client.get(page.path, { maxRedirects: 0 });
      expect(response.status(), page.name).toBe(page.status);
      const file = path.join(folder, `${saved.size}.html`);
      fs.writeFileSync(file, await response.body());
      saved.set(file, page);
    }
    try {
      for (const page of publicPages(content)) await save(request, page);
      await signInThroughApi(request);
      for (const page of editorPages(content)) await save(request, page);
      const errors = checkHtml([...saved.keys()]).map(({ file, line, message, extract }) => {
        const page = saved.get(file);
        return `${page?.name ?? file} (${page?.path}), line ${line}: ${message} In: ${extract?.trim()}`;
      });
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
