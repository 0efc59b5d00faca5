// axe (@axe-core/playwright) on the site's pages: the checks a spec makes itself, and the audit every test's fixture
// (e2e/support/test.ts) runs on the pages it leaves.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";

type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const IMPACTS_THAT_FAIL = new Set(["serious", "critical"]);

const describe = ({ id, impact, help, nodes }: Result) =>
  `${id} (${impact}): ${help}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`;

/**
 * axe run inside the page (its legacy mode: the site has no frames, and the default opens a second page to gather
 * their results), reporting violations only: half the time of the default, the same findings.
 */
async function violationsOf(page: Page): Promise<Result[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations;
}

/** Every rule axe finds broken on the page, one line each: rule, impact, what it asks, where. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page)).map(describe);
}

/** What axe finds serious or critical: the checks specs make of a state in the middle of a test (a menu open). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page)).filter((violation) => IMPACTS_THAT_FAIL.has(violation.impact ?? "")).map(describe);
}

/** A page the test left on one of the site's HTML documents (not a feed, an image, a JSON answer or about:blank). */
async function isSiteDocument(page: Page): Promise<boolean> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return false;
  return page.evaluate(() => document.contentType === "text/html").catch(() => false);
}

/**
 * Whether no test of this run audited this address on this screen yet. The first to leave a page there claims it
 * with a file made exclusively in the run's output folder (which Playwright empties at each start), so the workers
 * agree and axe's cost is paid once per address; the fault suites' sites serve the same pages on other ports.
 */
function firstToLeave(testInfo: TestInfo, url: string): boolean {
  const { pathname, search } = new URL(url);
  const address = `${testInfo.project.name} ${pathname}${search}`;
  const folder = path.join(testInfo.project.outputDir, ".accessibility-audits");
  fs.mkdirSync(folder, { recursive: true });
  const claim = path.join(folder, createHash("sha256").update(address).digest("hex"));
  try {
    fs.writeFileSync(claim, address, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Next.js streams a page's metadata after its content, so a test that ends right after a client-side navigation (a
 * dashboard filter) can leave the page between the old route's <title>, taken away with its tree, and the new one.
 * axe waits for it a few seconds, then audits whatever is there: a page that never gets a title still fails.
 */
async function titleArrived(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** The document's own load, awaited inside the page: unlike the load state, it follows a navigation not yet committed. */
async function documentComplete(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === "complete", undefined, { timeout: 10_000 });
}

/**
 * axe once the page has loaded. A test may leave it in the middle of a navigation (a login's `location.assign`),
 * which replaces the document axe was put in, and the load state can still be the old document's until the new one
 * commits: then again, up to twice, once the document that arrived has loaded.
 */
async function violationsOnceLoaded(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    await documentComplete(page);
    await titleArrived(page);
    try {
      return await axeViolations(page);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * axe on each of the site's pages a test that passed leaves open, the first time this run sees the address: every
 * violation fails the test, naming the page.
 */
export async function auditPagesLeft(pages: Page[], testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== "passed") return;
  const reports: string[] = [];
  for (const page of pages) {
    if (!(await isSiteDocument(page)) || !firstToLeave(testInfo, page.url())) continue;
    const started = performance.now();
    const violations = await violationsOnceLoaded(page);
    testInfo.annotations.push({
      type: "axe",
      description: `${page.url()} ${Math.round(performance.now() - started)} ms`,
    });
    if (violations.length > 0) reports.push(`${page.url()}\n  ${violations.join("\n  ")}`);
  }
  if (reports.length > 0) throw new Error(`axe finds violations on the page the test left:\n${reports.join("\n")}`);
}
