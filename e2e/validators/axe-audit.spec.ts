import { auditPagesLeft } from "../support/accessibility";
import { desktopOnly, expect, test } from "../support/test";

const PAGE_WITHOUT_ALT = `<!doctype html><html lang="es"><head><title>Auditoría</title></head>
<body><main><h1>Auditoría</h1><img src="/icon.png"></main></body></html>`;

test.describe(
  "the axe audit of the pages every test leaves",
  desktopOnly("the audit's bookkeeping does not depend on the screen"),
  () => {
    test("names the page and the rule it breaks, once per address", async ({ page }, testInfo) => {
      await page.route("**/auditoria-axe", (route) =>
        route.fulfill({ contentType: "text/html; charset=utf-8", body: PAGE_WITHOUT_ALT }),
      );
      await page.goto("/auditoria-axe");
      await expect(page.getByRole("heading", { name: "Auditoría" })).toBeVisible();
      await expect(auditPagesLeft([page], testInfo)).rejects.toThrow(/\/auditoria-axe\n\s+image-alt \(critical\)/);
      await expect(auditPagesLeft([page], testInfo), "the address is audited once a run").resolves.toBeUndefined();
    });
  },
);
