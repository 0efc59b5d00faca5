// The benchmark's table and its verdicts against the site's speed and memory targets (README, Benchmarks).
import type { Load, Measurement } from "./load";
import type { UploadFigures } from "./media";
import type { SearchIndexSize } from "./search-index";
import type { StoryFigures } from "./story";

export type FullList = { posts: number; ms: number; bytes: number; memoryGrowth: number };

export type Verdict = { target: string; figure: string; pass: boolean };

/** Issue 43's shares of /team's requests a second: a page from the page cache, and a search rendered per request. */
export const PAGE_SHARE = 0.9;
export const SEARCH_SHARE = 0.8;

const MB = 1024 * 1024;
const fixed = (value: number, digits = 0) => value.toFixed(digits);
/** Bytes as whole megabytes (MiB), as every memory figure of the bench is printed. */
export const megabytes = (bytes: number) => `${fixed(bytes / MB)} MB`;

export function verdicts(options: {
  rows: Measurement[];
  /** Each page's median share of the reference runs around it (see median.ts). */
  shares: Map<string, number>;
  lastPageGap: number | undefined;
  peakMemory: number;
  /** The server's RSS once every load is done (issue 43). */
  memoryAfter: number;
  uploads: UploadFigures;
  connections: number;
  /** Routes the build does not have (missing-routes.ts). */
  missing: Load[];
}): Verdict[] {
  const { rows, shares, lastPageGap, peakMemory, memoryAfter, connections } = options;
  const write = rows.find((row) => row.kind === "write");
  const edit = rows.find((row) => row.kind === "edit");
  const pages = rows.filter((row) => row.kind === "page" || row.kind === "search");
  const result: Verdict[] = pages.map((row) => {
    const share = shares.get(row.name) ?? 0;
    const target = row.kind === "search" ? SEARCH_SHARE : PAGE_SHARE;
    return {
      target: `${row.name} >= ${fixed(target * 100)}% of /team rps`,
      figure: `${fixed(share * 100)}%`,
      pass: share >= target,
    };
  });
  for (const { name } of options.missing) {
    result.push({ target: `${name} measured`, figure: "missing: the route answered 404", pass: false });
  }
  // A document is as large as its list: measured against /team, held to no share.
  for (const row of rows.filter(({ kind }) => kind === "document")) {
    result.push({
      target: `${row.name} against /team, no error (measured)`,
      figure: `${fixed((shares.get(row.name) ?? 0) * 100)}% of /team, p99 ${row.p99} ms`,
      pass: row.errors === 0,
    });
  }
  // Edits queue for SQLite's one writer, each with its own flush, the editor's pages serve one person, and a
  // document is as large as its list: measured, not held to the readers' latency.
  const editor = rows.filter((row) => row.kind === "editor");
  const held = rows.filter((row) => row !== edit && row.kind !== "editor" && row.kind !== "document");
  const slowest = held.sort((a, b) => b.p99 - a.p99)[0];
  result.push({
    target: `p99 < 50 ms at ${connections} connections (readers' routes, API and creations)`,
    figure: `worst ${slowest.name} ${slowest.p99} ms`,
    pass: slowest.p99 < 50,
  });
  if (lastPageGap !== undefined) {
    result.push({
      target: "/post?page=<last> within 20% of /post",
      figure: `${fixed(lastPageGap * 100)}% apart`,
      pass: lastPageGap <= 0.2,
    });
  }
  if (write) {
    result.push({
      target: ">= 200 creations/s with synchronous=FULL, no error",
      figure: `${fixed(write.rps)}/s, ${write.errors} errors`,
      pass: write.rps >= 200 && write.errors === 0,
    });
  }
  if (edit) {
    result.push({
      target: "PATCH edits with synchronous=FULL, no error (measured)",
      figure: `${fixed(edit.rps)}/s, p99 ${edit.p99} ms, ${edit.errors} errors`,
      pass: edit.errors === 0,
    });
  }
  for (const row of editor) {
    result.push({
      target: `${row.name}, the editor's dashboard at ${row.connections} connections, no error (measured)`,
      figure: `${fixed(row.rps)} req/s, p99 ${row.p99} ms, ${row.errors} errors`,
      pass: row.errors === 0,
    });
  }
  result.push(...uploadVerdicts(options.uploads, rows, shares));
  result.push({
    target: "server memory < 300 MB",
    figure: `${fixed(peakMemory / MB)} MB peak`,
    pass: peakMemory < 300 * MB,
  });
  result.push({
    target: "server RSS after the bench <= 300 MB",
    figure: megabytes(memoryAfter),
    pass: memoryAfter <= 300 * MB,
  });
  result.push({
    target: "no non-2xx answer or socket error",
    figure: `${rows.reduce((sum, row) => sum + row.errors, 0)} in total`,
    pass: rows.every((row) => row.errors === 0),
  });
  return result;
}

/** Issue 17: uploads measured, their memory held to the page-load peak, /media served beside /team. */
function uploadVerdicts(uploads: UploadFigures, rows: Measurement[], shares: Map<string, number>): Verdict[] {
  const growth = uploads.concurrentPeak - uploads.pagePeak;
  const media = rows.filter((row) => row.kind === "media");
  return [
    {
      target: "uploads of a 4 MB JPEG, every one a 201 (measured)",
      figure: `${fixed(uploads.perSecond, 2)}/s, median ${fixed(uploads.medianMs)} ms, ${uploads.failures.length} failed`,
      pass: uploads.failures.length === 0,
    },
    {
      target: "4 concurrent 12-megapixel uploads <= 100 MB above the peak under page load",
      figure: `${fixed(growth / MB)} MB above (${fixed(uploads.pagePeak / MB)} -> ${fixed(uploads.concurrentPeak / MB)} MB)`,
      pass: growth <= 100 * MB && uploads.failures.length === 0,
    },
    ...media.map((row) => ({
      target: `${row.name} against /team, no error (measured)`,
      figure: `${fixed((shares.get(row.name) ?? 0) * 100)}% of /team, p99 ${row.p99} ms`,
      pass: row.errors === 0,
    })),
  ];
}

export function printReport(options: {
  posts: number;
  events: number;
  connections: number;
  duration: number;
  rows: Measurement[];
  missing: Load[];
  shares: Map<string, number>;
  fullList: FullList;
  peakMemory: number;
  uploads: UploadFigures;
  searchIndex: SearchIndexSize;
  story: StoryFigures;
  checks: Verdict[];
}): void {
  const { rows, shares } = options;
  console.log(
    `\n${options.posts} posts, ${options.events} events, ${options.connections} connections, ${options.duration} s per route, loopback\n`,
  );
  console.log(
    "Requests/s, p50 and p99: each route's median run. % of /team: the median over rounds of the page's rate",
  );
  console.log("against the mean of the /team runs just before and just after it.\n");
  console.log("| Route | Requests/s | % of /team | p50 ms | p99 ms | Requests | Non-2xx + errors | Server MB after |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const paired = row.kind === "reference" ? 1 : shares.get(row.name);
    const share = ["page", "search", "document", "reference", "media"].includes(row.kind)
      ? `${fixed((paired ?? 0) * 100)}%`
      : "";
    console.log(
      `| ${row.name} | ${fixed(row.rps)} | ${share} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.errors} | ` +
        `${fixed((row.memoryAfter ?? 0) / MB)} |`,
    );
  }
  for (const { name } of options.missing) console.log(`| ${name} | missing | | | | | | |`);
  const { fullList } = options;
  console.log(
    `\nGET /edmNews without parameters: ${fullList.posts} posts, ${fixed(fullList.bytes / MB, 1)} MB of JSON in ` +
      `${fixed(fullList.ms)} ms; server memory grew by ${fixed(fullList.memoryGrowth / MB)} MB while answering.`,
  );
  const { uploads } = options;
  console.log(
    `Uploads: ${uploads.uploads} JPEGs of 4 MB in ${fixed(uploads.perSecond, 2)}/s (median ${fixed(uploads.medianMs)} ms ` +
      `each, two clients); four 12-megapixel JPEGs at once in ${fixed(uploads.concurrentMs)} ms, the server at ` +
      `${fixed(uploads.concurrentPeak / MB)} MB against ${fixed(uploads.pagePeak / MB)} MB under page load.`,
  );
  const { story } = options;
  console.log(
    `The 2,000-word story's page without the page cache: median ${fixed(story.medianUncachedMs)} ms over ` +
      `${story.uncachedMs.length} renders (${story.uncachedMs.map((ms) => fixed(ms)).join(", ")}), ` +
      `${fixed(story.htmlBytes / 1024)} KB of HTML.`,
  );
  const { searchIndex } = options;
  console.log(
    `Search index: ${fixed(searchIndex.index / MB, 1)} MB on disk, in a database of ${fixed(searchIndex.database / MB, 1)} MB.`,
  );
  console.log(`Server peak memory (resident, whole process tree): ${fixed(options.peakMemory / MB)} MB.\n`);
  for (const check of options.checks) {
    console.log(`${check.pass ? "PASS" : "FAIL"}  ${check.target}: ${check.figure}`);
  }
}
