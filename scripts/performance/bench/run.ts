// npm run bench [-- --posts 100000]: seeds a database of its own (posts, and events: --events), builds and starts the
// production server against it, loads every route with autocannon on loopback, uploads photos, and prints the figures
// against the targets of issues 6, 14, 17, 24 and 27. With --cluster, the topology of issue 15 instead
// (bench/cluster.ts); with --search-only, only issue 24's search figures (bench/hostile-search.ts); with --guide-only,
// only the event pages' (issue 27's guide and the timetable: bench/guide-report.ts); with --postgres-search, only
// issue 43's search on a PostgreSQL of its own (bench/postgres-search.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { holdsBuild } from "../../../lib/next-internals";
import { beforeAfterTable, previousRun } from "./before-after";
import { buildInto } from "./build";
import { heapLine, serverHeap } from "./heap";
import { editorCookie } from "./editor-cookie";
import {
  editorPages,
  firstLoadVerdicts,
  measureFirstLoad,
  printFirstLoad,
  type FirstLoadPage,
} from "../first-load/measure";
import { servedFromCache } from "./cache-check";
import { benchCluster } from "./cluster";
import { benchPostgresSearch } from "./postgres-search";
import { aPost } from "../../testing/post-fixture";
import {
  BENCH_AUTHOR_SLUG,
  BUSIEST_TOPIC,
  fillWithPosts,
  prepareDatabase,
  RARE_WORD,
} from "../../testing/site-database";
import { fillWithEvents } from "./events";
import { guideVerdicts } from "./guide-report";
import { answering } from "./missing-routes";
import { searchIndexBytes } from "./search-index";
import { benchSearch, COMMON_WORD, type SearchFigures } from "./hostile-search";
import { printSearchFigures, searchVerdicts } from "./search-report";
import { measure, settle, type Load, type Measurement } from "./load";
import { measureUploads } from "./media";
import { publishStory, timeUncachedStory } from "./story";
import { byRoute, medianRun, pairedGap, pairedShares, type PairedRun } from "./median";
import { memorySampler, startNextServer, type NextServer } from "../../infra/next-server";
import { parseOptions } from "./options";
import { printReport, verdicts, type FullList, type Verdict } from "./report";

const options = parseOptions(process.argv.slice(2));
const root = process.cwd();
const databaseFile = path.join(root, "data", "bench", `bench-${options.posts}.db`);
const distDir = `.next-bench-${options.posts}`;
const resultsDir = path.join(root, "bench-results");
const secret = () => randomBytes(18).toString("base64url");
// The photos the bench uploads are random pixels, new every run: they go in a folder of their own, removed at the end.
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "edm-bench-media-"));
const env: Record<string, string> = {
  DATABASE_URL: `file:${databaseFile}`,
  MEDIA_DIR: mediaDir,
  API_USER: "bench",
  API_PASSWORD: secret(),
  ADMIN_EMAIL: "bench@localhost",
  ADMIN_PASSWORD: secret(),
  SESSION_SECRET: secret() + secret(),
  SITE_URL: `http://127.0.0.1:${options.port}`,
  // The loads name their clients, as a reverse proxy would (the searches' throttle counts per client).
  TRUSTED_PROXIES: "127.0.0.1",
};
const EVENTS_CALENDAR = "/eventos.ics";
const authorization = `Basic ${Buffer.from(`${env.API_USER}:${env.API_PASSWORD}`).toString("base64")}`;

type Loads = { reads: Load[]; write: Load; edit: Load };

type Shown = { lastPage: number; postId: string; storyId: string; eventId: string; festivalId: string };

function loads({ lastPage, postId, storyId, eventId, festivalId }: Shown): Loads {
  const api = { Authorization: authorization };
  const run = Date.now().toString(36);
  let created = 0;
  let edited = 0;
  return {
    reads: [
      { name: "/", path: "/", kind: "page" },
      { name: "/post", path: "/post", kind: "page" },
      { name: "/post?page=<last>", path: `/post?page=${lastPage}`, kind: "page" },
      { name: "/post/{id}", path: `/post/${postId}`, kind: "page" },
      { name: "/post/{story}", path: `/post/${storyId}`, kind: "page" },
      { name: "/tema/{slug}", path: `/tema/${BUSIEST_TOPIC}`, kind: "page" },
      { name: "/autor/{slug}", path: `/autor/${BENCH_AUTHOR_SLUG}`, kind: "page" },
      { name: "/eventos", path: "/eventos", kind: "page" },
      { name: "/eventos/{id}", path: `/eventos/${eventId}`, kind: "page" },
      // The first night of a festival of 300 sets (bench/timetable-festival.ts): 100 sets on ten stages.
      { name: "/eventos/{id}/horarios", path: `/eventos/${festivalId}/horarios`, kind: "page" },
      // Every upcoming event in one document, served from the page cache: measured beside /team, with no target.
      { name: "/eventos.ics", path: EVENTS_CALENDAR, kind: "document" },
      // Rendered for every request: no cache may answer one query with another's results.
      { name: "/buscar?q=<common word>", path: `/buscar?q=${COMMON_WORD}`, kind: "search", fromEveryAddress: true },
      { name: "/buscar?q=<rare word>", path: `/buscar?q=${RARE_WORD}`, kind: "search", fromEveryAddress: true },
      { name: "GET /edmNews/{id}", path: `/edmNews/${postId}`, headers: api, kind: "api" },
      { name: "GET /edmNews?limit=50", path: "/edmNews?limit=50", headers: api, kind: "api" },
    ],
    write: {
      name: "POST /edmNews/createNews",
      path: "/edmNews/createNews",
      method: "POST",
      headers: { ...api, "Content-Type": "application/json" },
      body: () => JSON.stringify(aPost({ id: `bench-${run}-${created++}` })),
      kind: "write",
    },
    // Corrections of one published post, each a transaction of its own with a revision and a refresh of its pages.
    edit: {
      name: "PATCH /edmNews/{id}",
      path: `/edmNews/${postId}`,
      method: "PATCH",
      headers: { ...api, "Content-Type": "application/json" },
      body: () => JSON.stringify({ title: `Corrección ${run} ${edited++}` }),
      kind: "edit",
    },
  };
}

/**
 * The editor's dashboard, rendered per request: its first page, and a title search over the whole archive. One editor
 * uses it, so two connections (two tabs) load it, not the readers' 32.
 */
const EDITOR_CONNECTIONS = 2;
const editorLoads = (cookie: string): Load[] =>
  ["/editor", "/editor?q=horarios"].map((route) => ({
    name: route,
    path: route,
    headers: { Cookie: cookie },
    kind: "editor",
    connections: EDITOR_CONNECTIONS,
  }));

/** The readers' pages the bench loads, and the editor's: each held to its first-load budget (first-load/measure.ts). */
const firstLoadPages = (pages: Load[], postId: string): FirstLoadPage[] => [
  ...pages
    .filter((load) => load.kind === "page" || load.kind === "search")
    .map(({ path }) => ({ path, kind: "public" as const })),
  ...editorPages(postId),
];

async function fullList(server: NextServer, sampler: ReturnType<typeof memorySampler>): Promise<FullList> {
  const before = sampler.sample();
  let highest = before;
  const watch = setInterval(() => (highest = Math.max(highest, sampler.sample())), 10);
  const started = performance.now();
  const response = await fetch(`${server.url}/edmNews`, { headers: { Authorization: authorization } });
  const text = await response.text();
  const ms = performance.now() - started;
  clearInterval(watch);
  if (!response.ok) throw new Error(`GET /edmNews answered ${response.status}`);
  return {
    posts: (JSON.parse(text) as unknown[]).length,
    ms,
    bytes: Buffer.byteLength(text),
    memoryGrowth: highest - before,
  };
}

function saveFigures(figures: object): void {
  const out = path.join(resultsDir, `bench-${options.posts}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(out, JSON.stringify(figures, null, 2));
  console.log(`\nFigures saved to ${path.relative(root, out)}.`);
}

/** A partial run's verdicts (--search-only, --guide-only), its figures saved, and the exit code they make. */
function reportChecks(checks: Verdict[], figures: object): void {
  console.log("");
  for (const check of checks) console.log(`${check.pass ? "PASS" : "FAIL"}  ${check.target}: ${check.figure}`);
  saveFigures({ options, ...figures, checks });
  process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
}

/** --search-only: the search figures and their verdicts. */
function reportSearchOnly(search: SearchFigures): void {
  printSearchFigures(search);
  reportChecks(searchVerdicts(search), { search });
}

async function main(): Promise<void> {
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  const before = previousRun(resultsDir, options.posts);
  console.log(`Seeding ${options.posts} posts into ${path.relative(root, databaseFile)}...`);
  prepareDatabase(databaseFile, env);
  const { count, middleId } = fillWithPosts(databaseFile, options.posts);
  console.log(`Seeding ${options.events} events beside them...`);
  const { eventId, festivalId } = fillWithEvents(databaseFile, options.events);
  if (options.reuseBuild && holdsBuild(path.join(root, distDir))) {
    console.log(`Reusing the build in ${distDir}.`);
  } else {
    const log = path.join(resultsDir, `build-${options.posts}.log`);
    console.log(`Building into ${distDir} against the bench database (log: ${path.relative(root, log)})...`);
    buildInto(distDir, env, log);
  }

  const server = await startNextServer({ port: options.port, distDir, env, readyPath: "/team" });
  const sampler = memorySampler(server.pid);
  const settings = { connections: options.connections, duration: options.duration };
  const warmUp = { connections: options.connections, duration: 1 };
  const run = async (load: Load): Promise<Measurement> => {
    const connections = load.connections ?? options.connections;
    await measure(server.url, load, { ...warmUp, connections });
    await settle(server.url);
    const row = { ...(await measure(server.url, load, { ...settings, connections })), memoryAfter: sampler.sample() };
    await settle(server.url);
    console.log(
      `  ${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, answers ${JSON.stringify(row.statuses)}`,
    );
    return row;
  };
  const searchSettings = { connections: options.connections, duration: options.duration, rounds: options.rounds };
  try {
    if (options.searchOnly) return reportSearchOnly(await benchSearch(server.url, `/post/${middleId}`, searchSettings));
    const storyId = await publishStory(server.url, authorization);
    const lastPage = Math.ceil((count + 1) / 6);
    const { reads: routes, write, edit } = loads({ lastPage, postId: middleId, storyId, eventId, festivalId });
    const { present: reads, missing } = await answering(server.url, routes);
    for (const { name } of missing) console.log(`  ${name}: missing (answered 404), not measured`);
    const calendarCache = await servedFromCache(server.url, EVENTS_CALENDAR);
    console.log(`  ${calendarCache.target}: ${calendarCache.figure}`);
    const team: Load = { name: "/team", path: "/team", kind: "reference" };
    // Rounds of every read, medians per route: one noisy moment on 2 shared cores moves a single 5-second run by
    // more than the targets' margins, and the API's code paths (Prisma's query compiler) are still warming up during
    // their first seconds. Every page is measured between two runs of the reference, which it is compared with.
    const paged = (load: Load) => ["page", "search", "document"].includes(load.kind);
    const pages = reads.filter(paged);
    const apiReads = reads.filter((load) => !paged(load));
    const referenceRuns: Measurement[] = [];
    const readRuns: Measurement[] = [];
    const paired: PairedRun[] = [];
    /** Each load of one round between two runs of the reference; the next load's "before" is this one's "after". */
    const pairedRound = async (loads: Load[]) => {
      let before = await run(team);
      referenceRuns.push(before);
      for (const load of loads) {
        const read = await run(load);
        const after = await run(team);
        referenceRuns.push(after);
        readRuns.push(read);
        paired.push({ read, reference: (before.rps + after.rps) / 2 });
        before = after;
      }
    };
    if (options.guideOnly) {
      const guide = pages.filter((load) => load.path.startsWith("/eventos"));
      for (let round = 1; round <= options.rounds; round += 1) await pairedRound(guide);
      const rows = byRoute(readRuns).map(medianRun);
      const shares = pairedShares(paired);
      const reference = medianRun(referenceRuns);
      return reportChecks(guideVerdicts({ reference, rows, shares, calendarCache, missing }), { rows, paired });
    }
    for (let round = 1; round <= options.rounds; round += 1) {
      console.log(`Round ${round} of ${options.rounds}`);
      await pairedRound(pages);
      for (const load of apiReads) readRuns.push(await run(load));
    }
    const story = await timeUncachedStory(server, authorization, storyId);
    console.log(`The story without the page cache: ${story.uncachedMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
    const search = await benchSearch(server.url, `/post/${middleId}`, searchSettings);
    // Measured after the pages, so that their peak is known before any upload raises it.
    console.log("Uploads");
    const uploads = await measureUploads(server, authorization, sampler.peak());
    const mediaLoad: Load = { name: "/media/{hash}/card-768.webp", path: uploads.variantPath, kind: "media" };
    for (let round = 1; round <= options.rounds; round += 1) await pairedRound([mediaLoad]);
    const referenceRow = medianRun(referenceRuns);
    const readRows = byRoute(readRuns).map(medianRun);
    const reference = referenceRow.rps;
    const shares = pairedShares(paired);
    const lastPageGap = pairedGap(paired, "/post?page=<last>", "/post");
    const list = await fullList(server, sampler);
    const cookie = await editorCookie(server, env);
    const editorRows: Measurement[] = [];
    for (const load of editorLoads(cookie)) editorRows.push(await run(load));
    const writeRow = await run(write);
    const editRow = await run(edit);
    // After the corrections, which give the post the history its page shows (a post without one answers 404).
    const firstLoad = await measureFirstLoad(server.url, firstLoadPages(pages, middleId), cookie);
    const rows = [referenceRow, ...readRows, ...editorRows, writeRow, editRow];
    const peakMemory = sampler.peak();
    const memoryAfter = sampler.sample();
    const heapAfter = await serverHeap(server.url);
    if (heapAfter) console.log(heapLine(memoryAfter, heapAfter));
    const checks = [
      ...verdicts({
        rows,
        shares,
        lastPageGap,
        peakMemory,
        memoryAfter,
        uploads,
        connections: options.connections,
        missing,
      }),
      calendarCache,
      ...searchVerdicts(search),
      ...firstLoadVerdicts(firstLoad.rows),
    ];
    const searchIndex = searchIndexBytes(databaseFile);
    printSearchFigures(search);
    printFirstLoad(server.url, firstLoad);
    printReport({
      ...options,
      posts: count + 1,
      rows,
      missing,
      shares,
      fullList: list,
      peakMemory,
      uploads,
      searchIndex,
      story,
      checks,
    });
    if (before) {
      console.log(`\nBefore (${before.file}) and now:\n`);
      for (const line of beforeAfterTable(before.run, { rows, shares, memoryAfter })) console.log(line);
    } else console.log(`\nNo earlier whole run of ${options.posts} posts in bench-results/ to compare with.`);
    saveFigures({
      options,
      count,
      events: options.events,
      rows,
      missing: missing.map(({ name }) => name),
      reference,
      shares: Object.fromEntries(shares),
      paired,
      fullList: list,
      peakMemory,
      memoryAfter,
      heapAfter,
      uploads,
      searchIndex,
      story,
      search,
      firstLoad,
      checks,
    });
    process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
  } finally {
    sampler.stop();
    await server.stop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

// Ctrl-C ends the run through process.exit, whose exit hook kills the server's process group.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const alone = options.cluster ? benchCluster : options.postgresSearch ? benchPostgresSearch : undefined;
const benchmark = alone
  ? alone(options)
      .then((pass) => void (process.exitCode = pass ? 0 : 1))
      .finally(() => fs.rmSync(mediaDir, { recursive: true, force: true }))
  : main();
benchmark.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
