// npm run bench -- --cluster: the topology of `npm run cluster` (PostgreSQL, Redis, two app servers, nginx) under wrk.
// Each public page through the proxy beside nginx serving a file of the same size from disk, the same page straight
// from one app server (the largest, the full guide and the long story among them, also uncompressed: over 64 KB),
// creations per second, how soon a publication shows through the proxy, and memory.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { aPost } from "../../testing/post-fixture";
import { memorySampler, treeMemory } from "../../infra/next-server";
import { ensureSystemTools, SYSTEM_TOOLS } from "../../infra/system-tools";
import { clusterPorts, startCluster, type Cluster } from "../../operations/cluster/topology";
import { publishLargestPages } from "./largest-pages";
import { measure, type Load } from "./load";
import { median } from "./median";
import type { BenchOptions } from "./options";
import { wrk, type Encoding, type WrkRun } from "./wrk";

const MB = 1024 * 1024;
const DIST_DIR = ".next-bench-cluster";
/** Files of the pages' sizes, served by the proxy's /_next/static/ location as the build's own files are. */
const SAME_SIZE_DIR = "bench-same-size";

type PageFigures = { name: string; bytes: number; proxy: WrkRun; file: WrkRun; direct: WrkRun; share: number };

/** The bytes a client receives for an address (compressed if it asks so), read without decoding them. */
function answerBytes(url: string, encoding: Encoding): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

const authorization = (cluster: Cluster) =>
  `Basic ${Buffer.from(`${cluster.env.API_USER}:${cluster.env.API_PASSWORD}`).toString("base64")}`;

async function measureCreations(cluster: Cluster, options: BenchOptions) {
  const run = Date.now().toString(36);
  let created = 0;
  const write: Load = {
    name: "POST /edmNews/createNews",
    path: "/edmNews/createNews",
    method: "POST",
    headers: { Authorization: authorization(cluster), "Content-Type": "application/json" },
    body: () => JSON.stringify(aPost({ id: `bench-${run}-${created++}` })),
    kind: "write",
  };
  return measure(cluster.proxyUrl, write, { connections: options.connections, duration: options.duration });
}

/** Tops the archive up to `posts` through the API, a few at a time. */
async function fillUpTo(cluster: Cluster, posts: number): Promise<number> {
  const count = async () => {
    const response = await fetch(`${cluster.apps[0].url}/edmNews`, {
      headers: { Authorization: authorization(cluster) },
    });
    return ((await response.json()) as unknown[]).length;
  };
  let missing = posts - (await count());
  const publish = async () => {
    while (missing-- > 0) {
      await fetch(`${cluster.proxyUrl}/edmNews/createNews`, {
        method: "POST",
        headers: { Authorization: authorization(cluster), "Content-Type": "application/json" },
        body: JSON.stringify(aPost()),
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, publish));
  return count();
}

/** Milliseconds from a publication until the proxy's home page shows it, the page being in its cache before. */
async function visibility(cluster: Cluster, samples: number): Promise<number[]> {
  const delays: number[] = [];
  for (let i = 0; i < samples; i++) {
    while ((await fetch(`${cluster.proxyUrl}/`)).headers.get("x-cache-status") !== "HIT") {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const post = aPost();
    await fetch(`${cluster.apps[0].url}/edmNews/createNews`, {
      method: "POST",
      headers: { Authorization: authorization(cluster), "Content-Type": "application/json" },
      body: JSON.stringify(post),
    });
    const started = performance.now();
    while (!(await (await fetch(`${cluster.proxyUrl}/`)).text()).includes(post.title)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    delays.push(performance.now() - started);
    // Publications spread over the second, as the newsroom's are.
    await new Promise((resolve) => setTimeout(resolve, 137 * (i + 1)));
  }
  return delays;
}

/**
 * What purging on change would have to do before readers saw a publication: every address it changes rendered
 * again and stored again (nginx-light has no purge: a refresh is a request that bypasses the cache), once for each
 * variant the cache keeps (compressed or not, page or RSC payload). Timed here for one variant on one app server.
 */
async function refreshAfterPublication(cluster: Cluster, lastPage: number): Promise<{ addresses: number; ms: number }> {
  const post = aPost();
  await fetch(`${cluster.apps[0].url}/edmNews/createNews`, {
    method: "POST",
    headers: { Authorization: authorization(cluster), "Content-Type": "application/json" },
    body: JSON.stringify(post),
  });
  const addresses = [
    "/",
    "/post",
    ...Array.from({ length: lastPage - 1 }, (_, index) => `/post?page=${index + 2}`),
    `/post/${post.id}`,
    "/feed.xml",
    "/news-sitemap.xml",
    "/sitemap.xml",
  ];
  const queue = [...addresses];
  const started = performance.now();
  const worker = async () => {
    for (let address = queue.shift(); address; address = queue.shift()) {
      await (await fetch(`${cluster.apps[0].url}${address}`, { headers: { "Accept-Encoding": "gzip" } })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { addresses: addresses.length, ms: performance.now() - started };
}

export async function benchCluster(options: BenchOptions): Promise<boolean> {
  const root = process.cwd();
  const dataDir = path.join(root, "data", "bench-cluster");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ports = clusterPorts(options.port);
  const { nginx, postgresql, redis, wrk: wrkTool } = SYSTEM_TOOLS;
  ensureSystemTools([nginx, postgresql, redis, wrkTool]);
  console.log(`Starting the cluster (build in ${DIST_DIR}, data in ${path.relative(root, dataDir)})...`);
  const cluster = await startCluster({ dataDir, ports, distDir: DIST_DIR, siteUrl: `http://127.0.0.1:${ports.proxy}` });
  const samplers = cluster.apps.map((app) => memorySampler(app.process()!.pid));
  const settings = { connections: options.connections, duration: options.duration };
  try {
    console.log("Creations through the proxy");
    const creations = await measureCreations(cluster, options);
    console.log(
      `  ${creations.rps.toFixed(0)}/s, p99 ${creations.p99} ms, answers ${JSON.stringify(creations.statuses)}`,
    );
    const posts = await fillUpTo(cluster, options.posts);
    const lastPage = Math.ceil(posts / 6);
    const postPath = /href="(\/post\/[^"/?#]+)"/.exec(await (await fetch(`${cluster.proxyUrl}/post`)).text())?.[1];
    const largest = await publishLargestPages(cluster.apps[0].url, authorization(cluster));
    const pagePaths = ["/", "/post", `/post?page=${lastPage}`, postPath!, "/team", "/contact", "/cookies", ...largest];
    const documents = ["/feed.xml", "/sitemap.xml", "/news-sitemap.xml", "/robots.txt"];
    // The largest pages once more as a client that does not ask for compression gets them: over 64 KB on the wire.
    const loads: { address: string; encoding: Encoding }[] = [
      ...[...pagePaths, ...documents].map((address) => ({ address, encoding: "gzip" as const })),
      ...["/", ...largest].map((address) => ({ address, encoding: "identity" as const })),
    ];
    const staticDir = path.join(root, DIST_DIR, "static", SAME_SIZE_DIR);
    fs.mkdirSync(staticDir, { recursive: true });
    const rows: PageFigures[] = [];
    for (const [index, { address, encoding }] of loads.entries()) {
      const bytes = await answerBytes(`${cluster.proxyUrl}${address}`, encoding);
      const file = `${index}.bin`;
      fs.writeFileSync(path.join(staticDir, file), Buffer.alloc(bytes, 120));
      const runs: { proxy: WrkRun; file: WrkRun; direct: WrkRun }[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const fileRun = await wrk(`${cluster.proxyUrl}/_next/static/${SAME_SIZE_DIR}/${file}`, settings);
        const proxy = await wrk(`${cluster.proxyUrl}${address}`, settings, encoding);
        const direct = await wrk(`${cluster.apps[0].url}${address}`, settings, encoding);
        runs.push({ proxy, file: fileRun, direct });
      }
      const middle = (pick: (run: (typeof runs)[number]) => WrkRun) =>
        runs.map(pick).sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)];
      const row = {
        name: encoding === "identity" ? `${address} (uncompressed)` : address,
        bytes,
        proxy: middle((run) => run.proxy),
        file: middle((run) => run.file),
        direct: middle((run) => run.direct),
        share: median(runs.map((run) => run.proxy.rps / run.file.rps)),
      };
      console.log(
        `  ${row.name} (${bytes} B): proxy ${row.proxy.rps.toFixed(0)}/s, same-size file ${row.file.rps.toFixed(0)}/s ` +
          `(${(row.share * 100).toFixed(0)}%), one app server ${row.direct.rps.toFixed(0)}/s`,
      );
      rows.push(row);
    }
    console.log("How soon a publication shows through the proxy");
    const delays = await visibility(cluster, 10);
    const purge = await refreshAfterPublication(cluster, lastPage);
    const memory = {
      appServers: cluster.apps.map((app, index) => ({
        rss: treeMemory(app.process()!.pid).rss,
        peak: samplers[index].peak(),
      })),
      nginx: treeMemory(cluster.nginx.pid).rss,
    };
    const failures = rows.reduce((sum, row) => sum + row.proxy.errors + row.file.errors + row.direct.errors, 0);
    const pass = rows.every((row) => row.share >= 0.5) && failures === 0 && creations.errors === 0;

    console.log(
      `\nCluster bench: ${posts} posts, ${options.connections} connections, ${options.duration} s x ${options.rounds} rounds, medians`,
    );
    console.log(
      "| address | bytes | proxy req/s | p99 ms | same-size file req/s | share | one app server req/s | p99 ms |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.bytes} | ${row.proxy.rps.toFixed(0)} | ${row.proxy.p99.toFixed(1)} | ${row.file.rps.toFixed(0)} | ` +
          `${(row.share * 100).toFixed(0)}% | ${row.direct.rps.toFixed(0)} | ${row.direct.p99.toFixed(1)} |`,
      );
    }
    console.log(
      `Creations through the proxy: ${creations.rps.toFixed(0)}/s, p99 ${creations.p99} ms, ${creations.errors} errors`,
    );
    console.log(
      `Publication to home page through the proxy: median ${median(delays).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms`,
    );
    console.log(
      `Re-rendering what one publication changes (${purge.addresses} addresses, one variant): ${purge.ms.toFixed(0)} ms`,
    );
    console.log(
      `Memory: app servers ${memory.appServers.map((app) => `${(app.rss / MB).toFixed(0)} MB (peak ${(app.peak / MB).toFixed(0)})`).join(", ")}; nginx ${(memory.nginx / MB).toFixed(0)} MB`,
    );
    console.log(
      `Every page through the proxy >= 50% of the same-size file, no failed request: ${pass ? "PASS" : "FAIL"}`,
    );
    const out = path.join(root, "bench-results", `cluster-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ options, posts, rows, creations, delays, purge, memory, pass }, null, 2));
    console.log(`Figures saved to ${path.relative(root, out)}.`);
    return pass;
  } finally {
    for (const sampler of samplers) sampler.stop();
    await cluster.stop();
  }
}
