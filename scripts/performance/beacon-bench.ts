// npx tsx scripts/performance/beacon-bench.ts [--dist .next-e2e] [--duration 10] [--rates 500,1000,2000,5000,10000]:
// how many reader beacons (POST /conteo, issue 28) one app server takes while `/` keeps at least 80% of the
// throughput `/team` has without them, and the memory they cost. Every beacon comes from an address never seen before,
// the costliest case (a new visitor each, the batch at its bound soonest). Not a test: run it on a quiet machine.
// Without --dist, the site is built into .next-bench-beacons first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startNextServer, memorySampler, treeMemory } from "../infra/next-server";
import { prepareDatabase } from "../testing/site-database";
import { buildInto } from "./bench/build";
import { benchSiteEnvironment } from "./bench-site";
import { freshAddress, measure, settle } from "./bench/load";

const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    port: { type: "string", default: "3360" },
    duration: { type: "string", default: "10" },
    rates: { type: "string", default: "500,1000,2000,5000,10000" },
  },
});
const port = Number(values.port);
const duration = Number(values.duration);
const rates = values.rates!.split(",").map(Number);
const READERS = { connections: 32, duration };
const SHARE_TARGET = 0.8;
const MB = 1024 * 1024;
const READER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-beacon-bench-"));
// Each beacon names a new client, as a proxy in front of the server would.
const env = { ...benchSiteEnvironment(folder, port), TRUSTED_PROXIES: "127.0.0.1" };

/** Beacons at `rate` a second for the readers' whole load, each a view of the post from a new address. */
function beacons(url: string, postPath: string, rate: number) {
  const body = JSON.stringify({ path: postPath, referrer: "https://www.google.com/" });
  return autocannon({
    url,
    connections: 64,
    duration: duration + 1,
    overallRate: rate,
    timeout: 10,
    requests: [
      {
        method: "POST",
        path: "/conteo",
        body,
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": READER_AGENT },
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, "X-Forwarded-For": freshAddress() } }),
      },
    ],
  });
}

async function main(): Promise<void> {
  const distDir = values.dist ?? ".next-bench-beacons";
  // The build reads the database (the pages it prerenders), so the database comes first.
  prepareDatabase(path.join(folder, "news.db"), env);
  if (!values.dist) buildInto(distDir, env, path.join(folder, "build.log"));
  const server = await startNextServer({ port, distDir, env });
  try {
    const home = await (await fetch(`${server.url}/`)).text();
    const postPath = /href="(\/post\/[a-z0-9-]+)"/.exec(home)![1];
    for (const page of ["/", "/team", postPath]) await (await fetch(`${server.url}${page}`)).arrayBuffer();
    const team = await measure(server.url, { name: "/team", path: "/team", kind: "page" }, READERS);
    await settle(server.url);
    const quiet = await measure(server.url, { name: "/", path: "/", kind: "page" }, READERS);
    const before = treeMemory(server.pid).rss;
    console.log(
      `/team ${team.rps.toFixed(0)} req/s; / ${quiet.rps.toFixed(0)} req/s without beacons; ${(before / MB).toFixed(0)} MB`,
    );
    const rows = [];
    for (const rate of rates) {
      await settle(server.url);
      const memory = memorySampler(server.pid);
      const [sent, home] = await Promise.all([
        beacons(server.url, postPath, rate),
        measure(server.url, { name: "/", path: "/", kind: "page" }, READERS),
      ]);
      memory.stop();
      const share = home.rps / team.rps;
      rows.push({
        "beacons/s asked": rate,
        "beacons/s answered": Math.round(sent.requests.average),
        "beacon p99 ms": sent.latency.p99,
        "beacon errors": sent.non2xx + sent.errors + sent.timeouts,
        "/ req/s": Math.round(home.rps),
        "share of /team": `${Math.round(share * 100)}%`,
        "peak MB": Math.round(memory.peak() / MB),
        "over quiet MB": Math.round((memory.peak() - before) / MB),
      });
    }
    console.table(rows);
    const held = rows.filter((row) => Number.parseInt(row["share of /team"]) >= SHARE_TARGET * 100);
    const best = held.at(-1);
    console.log(
      best
        ? `One app server takes ${best["beacons/s answered"]} beacons/s with / at ${best["share of /team"]} of /team.`
        : `No rate kept / at ${SHARE_TARGET * 100}% of /team.`,
    );
    const lost = server.output().match(/Page counts: \d+ views not counted[^\n]*/g) ?? [];
    console.log(lost.length ? `Dropped at the counter's bounds:\n${lost.join("\n")}` : "No view dropped.");
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
