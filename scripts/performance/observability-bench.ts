// npx tsx --conditions=react-server scripts/performance/observability-bench.ts [--rounds 6] [--seconds 8] [--dist DIR]:
// what the request log and the metrics (lib/log/, lib/metrics/) cost per request on /team, a page answered from the
// cache in about a millisecond, where their share is largest. Two servers of one build on one database, one with both
// on as in production (its log written to a file, as a service manager would take it), one with both off; loaded in
// turn, the order swapped each round, and compared round by round. Not a test: run it on a quiet machine. Without
// --dist, the site is built into .next-bench-observability first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startNextServer, type NextServer } from "../infra/next-server";
import { prepareDatabase } from "../testing/site-database";
import { buildInto } from "./bench/build";
import { measure, settle } from "./bench/load";
import { median } from "./bench/median";
import { benchSiteEnvironment } from "./bench-site";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "32" },
    dist: { type: "string" },
    port: { type: "string", default: "3380" },
    // KEY=VALUE settings of the server with them on, to tell the parts apart (LOG_LEVEL=warn: the metrics alone).
    on: { type: "string", multiple: true, default: [] },
    // Where the log of the server with them on goes: a file of the run's by default, /dev/null to leave out the disk.
    log: { type: "string" },
  },
});
const port = Number(values.port);
const load = { connections: Number(values.connections), duration: Number(values.seconds) };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-observability-bench-"));
const env = benchSiteEnvironment(folder, port);

/** Both off: no line under warn, and no address may read the metrics, so none are kept. */
const OBSERVING_OFF = { LOG_LEVEL: "warn", METRICS_ALLOW: "none" };

async function requestsPerSecond(server: NextServer): Promise<{ rps: number; p99: number }> {
  await settle(server.url);
  const result = await measure(server.url, { name: "/team", path: "/team", kind: "page" }, load);
  if (result.errors > 0) throw new Error(`/team answered ${JSON.stringify(result.statuses)}`);
  return { rps: result.rps, p99: result.p99 };
}

async function main(): Promise<void> {
  prepareDatabase(path.join(folder, "news.db"), env);
  const distDir = values.dist ?? ".next-bench-observability";
  if (!values.dist) buildInto(distDir, env, path.join(folder, "build.log"));
  const logFile = values.log ?? path.join(folder, "server.log");
  const onSettings = Object.fromEntries(values.on.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
  const on = await startNextServer({ port, distDir, env: { ...env, ...onSettings }, readyPath: "/team", logFile });
  const off = await startNextServer({
    port: port + 1,
    distDir,
    env: { ...env, ...OBSERVING_OFF },
    readyPath: "/team",
    logFile: "/dev/null",
  });
  try {
    // Untimed: each server's first thousands of requests run colder code.
    for (const server of [on, off]) await measure(server.url, { name: "warm", path: "/team", kind: "page" }, load);
    const rows: Record<string, Record<string, string | number>> = {};
    const ratios: number[] = [];
    for (let round = 1; round <= Number(values.rounds); round++) {
      const order = round % 2 === 1 ? [on, off] : [off, on];
      const [first, second] = [await requestsPerSecond(order[0]), await requestsPerSecond(order[1])];
      const [withThem, without] = order[0] === on ? [first, second] : [second, first];
      ratios.push(withThem.rps / without.rps);
      rows[`round ${round}`] = {
        "on req/s": Math.round(withThem.rps),
        "off req/s": Math.round(without.rps),
        "on p99 ms": withThem.p99,
        "off p99 ms": without.p99,
        cost: `${((1 - withThem.rps / without.rps) * 100).toFixed(1)}%`,
      };
    }
    console.table(rows);
    const lines = fs
      .readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'));
    const metrics = await fetch(`${on.url}/metrics`);
    const exposition = await metrics.text();
    console.log(
      `Median cost of the request log and the metrics on /team: ${((1 - median(ratios)) * 100).toFixed(1)}% ` +
        `(${ratios.length} paired rounds of ${load.duration} s, ${load.connections} connections).`,
    );
    console.log(
      `The log holds ${lines.length.toLocaleString("en")} request lines, ` +
        `${(lines.reduce((sum, line) => sum + line.length + 1, 0) / lines.length).toFixed(0)} bytes each on average; ` +
        `/metrics answered ${metrics.status} with ${exposition.split("\n").filter((line) => line && !line.startsWith("#")).length} series.`,
    );
  } finally {
    await Promise.all([on.stop(), off.stop()]);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
