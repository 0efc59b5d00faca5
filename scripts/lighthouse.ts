// npm run lighthouse [-- --url http://127.0.0.1:3000] - Lighthouse (mobile) on /, /post and one post of a running server
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium";

/**
 * Lighthouse's own CLI runs under plain node: tsx would rename its functions with a helper (__name) that does
 * not exist in the page Lighthouse sends them to.
 */
const LIGHTHOUSE_CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");

const CATEGORIES = [
  { id: "performance", title: "Performance" },
  { id: "accessibility", title: "Accessibility" },
  { id: "best-practices", title: "Best Practices" },
  { id: "seo", title: "SEO" },
];

function baseUrl(args: string[]): string {
  const flag = args.findIndex((arg) => arg === "--url" || arg.startsWith("--url="));
  const value = flag < 0 ? "http://127.0.0.1:3000" : args[flag].includes("=") ? args[flag].split("=")[1] : args[flag + 1];
  if (!value) throw new Error("--url needs an address, e.g. --url http://127.0.0.1:3000");
  return value.replace(/\/+$/, "");
}

/** The first post the news list links to, so the run needs no id of its own. */
async function firstPostPath(base: string): Promise<string> {
  const response = await fetch(`${base}/post`);
  if (!response.ok) throw new Error(`${base}/post answered ${response.status}; is the production server running?`);
  const match = /href="(\/post\/[a-z0-9]+(?:-[a-z0-9]+)*)"/.exec(await response.text());
  if (!match) throw new Error(`${base}/post links no post; publish one first`);
  return match[1];
}

async function audit(url: string, port: number): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      `--only-categories=${CATEGORIES.map((category) => category.id).join(",")}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}

async function main() {
  const base = baseUrl(process.argv.slice(2));
  const paths = ["/", "/post", await firstPostPath(base)];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
  });
  const rows: Record<string, number | string>[] = [];
  try {
    for (const pagePath of paths) {
      const { categories, runtimeError } = await audit(`${base}${pagePath}`, chrome.port);
      if (runtimeError) throw new Error(`${pagePath}: ${runtimeError.code} ${runtimeError.message}`);
      const row: Record<string, number | string> = { page: pagePath };
      for (const category of CATEGORIES) row[category.title] = Math.round((categories[category.id].score ?? 0) * 100);
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  console.log(`Lighthouse ${base} (mobile, simulated throttling)`);
  console.table(rows);
  // The specification names search engines as users: anything below 100 for SEO fails the run.
  if (rows.some((row) => row.SEO !== 100)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
