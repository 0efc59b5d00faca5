// The `test` every spec uses (eslint.config.mjs keeps it so): Playwright's, with axe run on the pages a test leaves.
import { test as playwrightTest } from "@playwright/test";
import { auditPagesLeft } from "./accessibility";

export const test = playwrightTest.extend({
  // Before the context closes: its pages, and those of any context the test opened itself and left open. A test
  // that turned scripts off (what a crawler reads) leaves nothing to audit: axe runs as a script in the page.
  context: async ({ context, javaScriptEnabled }, provide, testInfo) => {
    await provide(context);
    if (javaScriptEnabled === false) return;
    const pages = (context.browser()?.contexts() ?? [context]).flatMap((open) => open.pages());
    await auditPagesLeft(pages, testInfo);
  },
});

export { expect } from "@playwright/test";

type TestDetails = { tag: string; annotation: { type: string; description: string } };

/**
 * The details of a describe (or a test) about what does not depend on the screen, or about the wide screen's own
 * layout: playwright.config.ts runs it in the desktop project only. `why` shows in the report.
 */
export const desktopOnly = (why: string): TestDetails => ({
  tag: "@desktop-only",
  annotation: { type: "desktop only", description: why },
});

/** The details of a describe (or a test) about the small screen's own layout: it runs in the phone project only. */
export const phoneOnly = (why: string): TestDetails => ({
  tag: "@phone-only",
  annotation: { type: "phone only", description: why },
});
