// This run's figures beside the last whole run's at the same number of posts (bench-results/, kept on this machine):
// every route's requests a second and share of /team, and the server's memory, before and now, so that a change which
// makes one page slower shows in the run that measures it.
import fs from "node:fs";
import path from "node:path";
import type { Measurement } from "./load";
import { megabytes } from "./report";

/** What a run saves (run.ts's saveFigures) that this comparison reads. */
export type SavedRun = {
  options: { searchOnly?: boolean; guideOnly?: boolean };
  rows: Measurement[];
  shares: Record<string, number>;
  memoryAfter: number;
};

const RUN_FILE = /^bench-(\d+)-[\dTZ-]+\.json$/;

/** Whether `figures` holds a whole run's figures: --search-only and --guide-only save only theirs. */
function isWholeRun(figures: unknown): figures is SavedRun {
  const run = figures as Partial<SavedRun> | null;
  return (
    typeof run === "object" &&
    run !== null &&
    !run.options?.searchOnly &&
    !run.options?.guideOnly &&
    Array.isArray(run.rows) &&
    typeof run.shares === "object" &&
    typeof run.memoryAfter === "number"
  );
}

/** The latest whole run for `posts` posts saved in `folder`, or null when there is none to compare with. */
export function previousRun(folder: string, posts: number): { file: string; run: SavedRun } | null {
  if (!fs.existsSync(folder)) return null;
  // Saved as bench-<posts>-<ISO time with - for : and .>.json: their names sort as their times.
  const files = fs
    .readdirSync(folder)
    .filter((file) => RUN_FILE.exec(file)?.[1] === String(posts))
    .sort()
    .reverse();
  for (const file of files) {
    let figures: unknown;
    try {
      figures = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
    } catch {
      continue; // A run stopped while saving: the one before it is the comparison.
    }
    if (isWholeRun(figures)) return { file, run: figures };
  }
  return null;
}

const rate = (rps: number | undefined) => (rps === undefined ? "–" : rps.toFixed(0));
const share = (value: number | undefined) => (value === undefined ? "–" : `${(value * 100).toFixed(0)}%`);

/** The table, in markdown: a route of either run, in this run's order, then those only the earlier run had. */
export function beforeAfterTable(
  before: SavedRun,
  now: { rows: Measurement[]; shares: Map<string, number>; memoryAfter: number },
): string[] {
  const earlier = new Map(before.rows.map((row) => [row.name, row]));
  const names = [...now.rows.map((row) => row.name), ...before.rows.map((row) => row.name)];
  const lines = ["| route | req/s before | req/s now | share of /team before | now |", "|---|---:|---:|---:|---:|"];
  for (const name of new Set(names)) {
    const row = now.rows.find((measured) => measured.name === name);
    const cells = [
      rate(earlier.get(name)?.rps),
      rate(row?.rps),
      share(before.shares[name]),
      share(now.shares.get(name)),
    ];
    lines.push(`| ${name} | ${cells.join(" | ")} |`);
  }
  lines.push(`| server RSS after the bench | ${megabytes(before.memoryAfter)} | ${megabytes(now.memoryAfter)} | | |`);
  return lines;
}
