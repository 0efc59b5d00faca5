// npx tsx scripts/performance/live-bench.ts [--readers 1000] [--updates 6] [--every 5] [--port 3650]: what a live
// post's open pages cost the app servers (issue 42). The topology of `npm run cluster` (nginx, two app servers, Redis,
// PostgreSQL); `readers` connections ask GET /post/{id}/en-vivo.json through the proxy as fast as they can (a far
// heavier load than that many pages asking every ten seconds) while an update is written every `every` seconds. The
// app servers' own counters say how many of those requests reached them and how many renders they made. Not a test:
// run it on a quiet machine. The build is .next-bench-cluster's, made when missing.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureSystemTools, SYSTEM_TOOLS } from "../infra/system-tools";
import { clusterPorts, startCluster, type Cluster } from "../operations/cluster/topology";
import { readScrape, valueOf } from "../testing/scraped-metrics";
import { aPost } from "../testing/post-fixture";
import { wrk } from "./bench/wrk";

const { values } = parseArgs({
  options: {
    readers: { type: "string", default: "1000" },
    updates: { type: "string", default: "6" },
    every: { type: "string", default: "5" },
    port: { type: "string", default: "3650" },
  },
});
const [readers, updates, every] = [values.readers, values.updates, values.every].map(Number);
const HOUR_MS = 3_600_000;
/** The proxy keeps the answer until the end of each second, and a reader's page asks every ten. */
const SHOWN_WITHIN_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until the answer through the proxy counts `total` updates, or Infinity past SHOWN_WITHIN_MS * 2. */
async function timeUntilShown(address: string, total: number): Promise<number> {
  const since = Date.now();
  while (Date.now() - since <= SHOWN_WITHIN_MS * 2) {
    const shown = (await (await fetch(address)).json()) as { total: number };
    if (shown.total >= total) return Date.now() - since;
    await sleep(50);
  }
  return Infinity;
}

const authorization = (cluster: Cluster) =>
  `Basic ${Buffer.from(`${cluster.env.API_USER}:${cluster.env.API_PASSWORD}`).toString("base64")}`;

async function api(cluster: Cluster, address: string, body: object): Promise<void> {
  const answer = await fetch(`${cluster.proxyUrl}${address}`, {
    method: "POST",
    headers: { Authorization: authorization(cluster), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201) throw new Error(`${address}: ${answer.status} ${await answer.text()}`);
}

/** Per app server: the live answer's requests it served, and its renders of route handlers (the page cache's misses). */
async function counts(cluster: Cluster) {
  return Promise.all(
    cluster.apps.map(async (app) => {
      const scrape = readScrape(await (await fetch(`${app.url}/metrics`)).text());
      const served = (scrape.get("edm_http_requests_total")?.metrics ?? [])
        .filter((sample) => String(sample.labels?.route).endsWith("/en-vivo.json"))
        .reduce((sum, sample) => sum + Number(sample.value), 0);
      const renders = valueOf(scrape, "edm_page_cache_lookups_total", { entry: "route", outcome: "miss" });
      return { served, renders };
    }),
  );
}

async function main() {
  ensureSystemTools([SYSTEM_TOOLS.nginx, SYSTEM_TOOLS.postgresql, SYSTEM_TOOLS.redis, SYSTEM_TOOLS.wrk]);
  const dataDir = path.join(process.cwd(), "data", "bench-live");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ports = clusterPorts(Number(values.port));
  const cluster = await startCluster({
    dataDir,
    ports,
    distDir: ".next-bench-cluster",
    siteUrl: `http://127.0.0.1:${ports.proxy}`,
    throwaway: true,
  });
  try {
    const post = aPost();
    const now = Date.now();
    const live = { start: new Date(now - HOUR_MS).toISOString(), end: new Date(now + 5 * HOUR_MS).toISOString() };
    await api(cluster, "/edmNews/createNews", { ...post, live });
    const address = `${cluster.proxyUrl}/post/${post.id}/en-vivo.json`;
    await fetch(address);
    const before = await counts(cluster);
    const duration = updates * every + 5;
    console.log(`${readers} connections on ${address} for ${duration} s, an update every ${every} s...`);
    const load = wrk(address, { connections: readers, duration });
    // How long each update took to reach a reader through the proxy, asked while the load runs: an update whose
    // refresh a server missed would stay unshown until the next one.
    const shownAfter: number[] = [];
    for (let index = 1; index <= updates; index++) {
      await sleep(every * 1000);
      await api(cluster, `/edmNews/${post.id}/updates`, { text: `Actualización número ${index}.` });
      shownAfter.push(await timeUntilShown(address, index));
    }
    const run = await load;
    const after = await counts(cluster);
    const served = after.reduce((sum, app, index) => sum + app.served - before[index].served, 0);
    const renders = after.reduce((sum, app, index) => sum + app.renders - before[index].renders, 0);
    // Without the proxy's cache every reader's request would reach an app server; with it, about one a second does.
    const perReaderWork = served > 2 * duration + updates;
    const allShown = shownAfter.every((ms) => ms <= SHOWN_WITHIN_MS);
    const pass = renders <= updates && !perReaderWork && allShown && run.errors === 0;
    console.log(
      "| readers' requests through the proxy | req/s | p99 ms | errors | reached the app servers | renders | updates |",
    );
    console.log("|---|---|---|---|---|---|---|");
    console.log(
      `| ${run.requests} | ${run.rps.toFixed(0)} | ${run.p99.toFixed(1)} | ${run.errors} | ${served} | ${renders} | ${updates} |`,
    );
    console.log(`Each update reached a reader through the proxy after (ms): ${shownAfter.join(", ")}`);
    console.log(
      `No work per reader (at most about one request a second reaches the app servers): ${perReaderWork ? "FAIL" : "PASS"}`,
    );
    console.log(`Every update shown within ${SHOWN_WITHIN_MS / 1000} s: ${allShown ? "PASS" : "FAIL"}`);
    console.log(
      `Renders per update: ${(renders / updates).toFixed(1)} (target at most 1): ${renders <= updates ? "PASS" : "FAIL"}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
