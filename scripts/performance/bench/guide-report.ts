// --guide-only: the event pages' figures alone (issue 27's guide and the timetable against /team, and the calendar
// from the page cache), in minutes instead of the whole bench's tens.
import type { Load, Measurement } from "./load";
import { PAGE_SHARE, type Verdict } from "./report";

export function guideVerdicts(options: {
  reference: Measurement;
  rows: Measurement[];
  shares: Map<string, number>;
  calendarCache: Verdict;
  missing: Load[];
}): Verdict[] {
  const { reference, rows, shares, calendarCache, missing } = options;
  console.log(`\n/team: ${reference.rps.toFixed(0)} req/s (median run), p99 ${reference.p99} ms`);
  const checks: Verdict[] = [];
  for (const row of rows) {
    const share = shares.get(row.name) ?? 0;
    console.log(`${row.name}: ${row.rps.toFixed(0)} req/s, ${(share * 100).toFixed(0)}% of /team, p99 ${row.p99} ms`);
    if (row.kind === "page") {
      checks.push({
        target: `${row.name} >= ${PAGE_SHARE * 100}% of /team rps`,
        figure: `${(share * 100).toFixed(0)}%`,
        pass: share >= PAGE_SHARE,
      });
    }
  }
  for (const { name } of missing) checks.push({ target: `${name} measured`, figure: "missing", pass: false });
  return [...checks, calendarCache];
}
