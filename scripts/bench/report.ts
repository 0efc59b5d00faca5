// The benchmark's table and its verdicts against the targets of issue 6.
import type { Measurement } from "./load";

export type FullList = { posts: number; ms: number; bytes: number; memoryGrowth: number };

export type Verdict = { target: string; figure: string; pass: boolean };

const MB = 1024 * 1024;
const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function verdicts(
  rows: Measurement[],
  reference: number,
  peakMemory: number,
  connections: number,
): Verdict[] {
  const byName = (name: string) => rows.find((row) => row.name === name);
  const list = byName("/post");
  const last = byName("/post?page=<last>");
  const write = rows.find((row) => row.kind === "write");
  const pages = rows.filter((row) => row.kind === "page");
  const result: Verdict[] = pages.map((row) => ({
    target: `${row.name} >= 80% of /team rps`,
    figure: `${fixed((row.rps / reference) * 100)}%`,
    pass: row.rps >= 0.8 * reference,
  }));
  const slowest = [...rows].sort((a, b) => b.p99 - a.p99)[0];
  result.push({
    target: `p99 < 50 ms at ${connections} connections (every route)`,
    figure: `worst ${slowest.name} ${slowest.p99} ms`,
    pass: slowest.p99 < 50,
  });
  if (list && last) {
    const gap = Math.abs(last.rps - list.rps) / list.rps;
    result.push({ target: "/post?page=<last> within 20% of /post", figure: `${fixed(gap * 100)}% apart`, pass: gap <= 0.2 });
  }
  if (write) {
    result.push({
      target: ">= 200 creations/s with synchronous=FULL, no error",
      figure: `${fixed(write.rps)}/s, ${write.errors} errors`,
      pass: write.rps >= 200 && write.errors === 0,
    });
  }
  result.push({ target: "server memory < 300 MB", figure: `${fixed(peakMemory / MB)} MB peak`, pass: peakMemory < 300 * MB });
  result.push({
    target: "no non-2xx answer or socket error",
    figure: `${rows.reduce((sum, row) => sum + row.errors, 0)} in total`,
    pass: rows.every((row) => row.errors === 0),
  });
  return result;
}

export function printReport(options: {
  posts: number;
  connections: number;
  duration: number;
  rows: Measurement[];
  reference: number;
  fullList: FullList;
  peakMemory: number;
  checks: Verdict[];
}): void {
  const { rows, reference } = options;
  console.log(
    `\n${options.posts} posts, ${options.connections} connections, ${options.duration} s per route, loopback\n`,
  );
  console.log("| Route | Requests/s | % of /team | p50 ms | p99 ms | Requests | Non-2xx + errors | Server MB after |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const share = row.kind === "page" || row.kind === "reference" ? `${fixed((row.rps / reference) * 100)}%` : "";
    console.log(
      `| ${row.name} | ${fixed(row.rps)} | ${share} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.errors} | ` +
        `${fixed((row.memoryAfter ?? 0) / MB)} |`,
    );
  }
  const { fullList } = options;
  console.log(
    `\nGET /edmNews without parameters: ${fullList.posts} posts, ${fixed(fullList.bytes / MB, 1)} MB of JSON in ` +
      `${fixed(fullList.ms)} ms; server memory grew by ${fixed(fullList.memoryGrowth / MB)} MB while answering.`,
  );
  console.log(`Server peak memory (resident, whole process tree): ${fixed(options.peakMemory / MB)} MB.\n`);
  for (const check of options.checks) {
    console.log(`${check.pass ? "PASS" : "FAIL"}  ${check.target}: ${check.figure}`);
  }
}
