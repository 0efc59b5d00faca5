// npx tsx scripts/performance/most-read-bench.ts [--posts 100000] [--views 10000000] [--dist DIR] [--samples 30]:
// what "Lo más leído" (issue 28) costs at 100,000 posts and 10 million stored views over 90 days. The block is in
// every page the cache keeps, so its cost is in the renders: post pages no one asked for yet, rendered with no view
// stored (the ranking finds nothing) and then with the views, and `/`'s throughput beside /team's, without the block
// and then with it. Also the editor's statistics page for each period, and the dashboard with its column of views. Not a test:
// run it on a quiet machine. Without --dist, the site is built into .next-bench-most-read first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startNextServer, type NextServer } from "../infra/next-server";
import { aPost } from "../testing/post-fixture";
import { fillWithPosts, prepareDatabase } from "../testing/site-database";
import { buildInto } from "./bench/build";
import { editorCookie } from "./bench/editor-cookie";
import { measure, settle } from "./bench/load";
import { median } from "./bench/median";
import { storeViews } from "./bench/stored-views";
import { benchSiteEnvironment } from "./bench-site";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "100000" },
    views: { type: "string", default: "10000000" },
    dist: { type: "string" },
    port: { type: "string", default: "3370" },
    samples: { type: "string", default: "30" },
    rounds: { type: "string", default: "3" },
  },
});
const port = Number(values.port);
const samples = Number(values.samples);
const READERS = { connections: 32, duration: 5 };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-most-read-bench-"));
const env = benchSiteEnvironment(folder, port);
const databaseFile = path.join(folder, "news.db");

/** Milliseconds to render each of the posts' pages, none of them asked for before. */
async function freshRenders(server: NextServer, ids: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const page = await fetch(`${server.url}/post/${id}`);
    await page.text();
    times.push(performance.now() - started);
    if (page.status !== 200) throw new Error(`/post/${id} answered ${page.status}`);
  }
  return times;
}

/** The median time of five requests for an editor's page (rendered for each request, never cached). */
async function editorPage(server: NextServer, cookie: string, page: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 6; run++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${page}`, { headers: { Cookie: cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    if (run > 0) times.push(performance.now() - started);
  }
  return median(times);
}

/** `/`'s requests a second over /team's, each `/` run between two of /team, the median of the rounds. */
async function homeShare(server: NextServer): Promise<{ share: number; team: number; home: number }> {
  const shares: number[] = [];
  const homes: number[] = [];
  const teams: number[] = [];
  const run = async (page: string) => {
    await settle(server.url);
    return (await measure(server.url, { name: page, path: page, kind: "page" }, READERS)).rps;
  };
  let before = await run("/team");
  for (let round = 0; round < Number(values.rounds); round++) {
    const home = await run("/");
    const after = await run("/team");
    shares.push(home / ((before + after) / 2));
    homes.push(home);
    teams.push(before, after);
    before = after;
  }
  return { share: median(shares), team: median(teams), home: median(homes) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A new post through the API: the home page's list changes, so the page cache renders `/` again. */
async function publishOne(server: NextServer): Promise<void> {
  const response = await fetch(`${server.url}/edmNews/createNews`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${env.API_USER}:${env.API_PASSWORD}`).toString("base64")}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(aPost()),
  });
  if (response.status !== 201) throw new Error(`Publishing answered ${response.status}`);
}

/** The home page as readers get it: its size, and whether it shows the block. */
async function homePage(server: NextServer): Promise<{ bytes: number; block: boolean }> {
  const html = await (await fetch(`${server.url}/`)).text();
  return { bytes: Buffer.byteLength(html), block: html.includes('id="lo-mas-leido"') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  prepareDatabase(databaseFile, env);
  console.log(`Seeding ${values.posts} posts...`);
  fillWithPosts(databaseFile, Number(values.posts));
  const distDir = values.dist ?? ".next-bench-most-read";
  if (!values.dist) buildInto(distDir, env, path.join(folder, "build.log"));
  const server = await startNextServer({ port, distDir, env, readyPath: "/team" });
  try {
    // Posts far down the archive: never among the most read, so each page shows the full block of five.
    const unread = (from: number) =>
      Array.from({ length: samples }, (_, index) => `bench-post-${String(from + index).padStart(6, "0")}`);
    const bare = await homePage(server);
    if (bare.block) throw new Error("The home page shows the block before any view");
    const homeBare = await homeShare(server);
    // Untimed: the first renders of a fresh server are slower while its code warms up.
    await freshRenders(server, unread(3000));
    const withoutViews = await freshRenders(server, unread(2000));

    console.log(`Storing about ${values.views} views over 90 days...`);
    const stored = storeViews(databaseFile, Number(values.views), 90);
    console.log(
      `Stored ${stored.views.toLocaleString("en")} views in ${stored.rows.toLocaleString("en")} page-day rows.`,
    );
    await publishOne(server);
    const shown = await homePage(server);
    if (!shown.block) throw new Error("The home page does not show the block after the views");
    const homeShown = await homeShare(server);
    const withViews = await freshRenders(server, unread(1000));
    const cookie = await editorCookie(server, env);
    const editor: Record<string, string> = {};
    for (const page of ["/editor", ...["7", "30", "90"].map((days) => `/editor/estadisticas?dias=${days}`)])
      editor[page] = ms(await editorPage(server, cookie, page));

    console.table({
      "post page rendered, no view stored": { median: ms(median(withoutViews)), max: ms(Math.max(...withoutViews)) },
      "post page rendered, 10M views stored": { median: ms(median(withViews)), max: ms(Math.max(...withViews)) },
    });
    console.log(
      `The block's cost on a render: ${ms(median(withViews) - median(withoutViews))} (median of ${samples} pages each).`,
    );
    console.table({
      "/ without the block": {
        bytes: kb(bare.bytes),
        "req/s": Math.round(homeBare.home),
        "/team req/s": Math.round(homeBare.team),
        share: `${Math.round(homeBare.share * 100)}%`,
      },
      "/ with the block": {
        bytes: kb(shown.bytes),
        "req/s": Math.round(homeShown.home),
        "/team req/s": Math.round(homeShown.team),
        share: `${Math.round(homeShown.share * 100)}%`,
      },
    });
    console.table(editor);
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
