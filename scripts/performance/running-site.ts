// The address of a running production server, as the report scripts take it from their command line, and the demo's
// credentials when none are given.
import fs from "node:fs";
import path from "node:path";
import { RESERVED_EVENT_IDS } from "../../lib/validations/event";

export function flagValue(args: string[], name: string): string | undefined {
  const flag = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (flag < 0) return undefined;
  const value = args[flag].includes("=") ? args[flag].split("=")[1] : args[flag + 1];
  if (!value) throw new Error(`--${name} needs a value`);
  return value;
}

export function baseUrl(args: string[]): string {
  return (flagValue(args, "url") ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
}

/** The first post the news list links to, so a run needs no id of its own. */
export async function firstPostPath(base: string): Promise<string> {
  const response = await fetch(`${base}/post`);
  if (!response.ok) throw new Error(`${base}/post answered ${response.status}; is the production server running?`);
  const match = /href="(\/post\/[a-z0-9]+(?:-[a-z0-9]+)*)"/.exec(await response.text());
  if (!match) throw new Error(`${base}/post links no post; publish one first`);
  return match[1];
}

/** The guide's own pages under /eventos/, which are no event's. */
const GUIDE_PAGES = new Set(RESERVED_EVENT_IDS.map((id) => `/eventos/${id}`));

/** The first address under `prefix` that the page at `path` links to (a guide's page aside), or null. */
export async function firstLink(base: string, path: string, prefix: string): Promise<string | null> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) return null;
  const links = (await response.text()).matchAll(new RegExp(`href="(${prefix}[a-z0-9]+(?:-[a-z0-9]+)*)"`, "g"));
  return [...links].map(([, link]) => link).find((link) => !GUIDE_PAGES.has(link)) ?? null;
}

/** The credentials `npm start` made for the demo (data/credentials.json), or null. */
export function demoCredentials(): Record<string, string> | null {
  const file = path.join(process.cwd(), "data", "credentials.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : null;
}
