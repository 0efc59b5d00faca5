// Two production servers on one SQLite file and one Redis, as behind the cluster's proxy: a page rendered by one is
// served by the other from the shared cache, and what changes through one is on the other within a second.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desktopOnly, expect, test } from "../support/test";
import { startRedis, type RedisServer } from "../../scripts/infra/redis";
import { startNextServer, type NextServer } from "../../scripts/infra/next-server";
import { aPost } from "../../scripts/testing/post-fixture";
import { prepareDatabase } from "../../scripts/testing/site-database";
import { readScrape, valueOf } from "../../scripts/testing/scraped-metrics";
import { E2E_DIST_DIR } from "../support/environment";
import { faultPort, jsonHeaders, siteEnvironment } from "./support/fault-site";

/** How soon a change through one server must show on the other. */
const FOLLOW_MS = 1_000;

test.describe("two servers sharing Redis", desktopOnly("server behaviour does not depend on the screen"), () => {
  // One pair of servers on fixed ports for the group: its tests must run in one worker, one after another.
  test.describe.configure({ mode: "serial" });
  let folder: string | undefined;
  let redis: RedisServer | undefined;
  let servers: NextServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-shared-cache-"));
    redis = await startRedis({ dataDir: path.join(folder, "redis"), port: faultPort("shared-cache-redis") });
    const databaseFile = path.join(folder, "news.db");
    const env = { ...siteEnvironment(databaseFile, faultPort("shared-cache-a")), REDIS_URL: redis.url };
    prepareDatabase(databaseFile, env);
    servers = await Promise.all(
      (["shared-cache-a", "shared-cache-b"] as const).map((name) =>
        startNextServer({
          port: faultPort(name),
          distDir: E2E_DIST_DIR,
          env: { ...env, PORT: String(faultPort(name)) },
        }),
      ),
    );
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  /**
   * Asks `url` until `check` holds. `sentAt`: how long after `started` (by default now) the first answer that held was
   * asked for, so how soon the change had reached this server, whatever the server then took to render the page on a
   * machine busy with the rest of the suite; Infinity once `patience` has passed. `seen`: every answer, for messages.
   */
  async function untilAnswer(
    url: string,
    check: (answer: Response, body: string) => boolean,
    started = Date.now(),
    patience = 5 * FOLLOW_MS,
  ): Promise<{ sentAt: number; seen: string }> {
    const seen: string[] = [];
    for (;;) {
      const sentAt = Date.now() - started;
      const answer = await fetch(url, { redirect: "manual" });
      seen.push(`${answer.status} ${answer.headers.get("x-nextjs-cache") ?? "-"} @${sentAt}-${Date.now() - started}`);
      if (check(answer, await answer.text())) return { sentAt, seen: seen.slice(-8).join(", ") };
      if (Date.now() - started > patience) return { sentAt: Infinity, seen: seen.slice(-8).join(", ") };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** How many Redis commands `server` has given up on (edm_redis_unanswered_total). */
  const redisGiveUps = async (server: NextServer) =>
    valueOf(readScrape(await (await fetch(`${server.url}/metrics`)).text()), "edm_redis_unanswered_total");

  test("a page rendered by one server is a cache hit on the other", async () => {
    const [a, b] = servers;
    // Pages neither server has rendered: B can answer one from the cache only with what A stored in Redis.
    const posts = [aPost(), aPost(), aPost()];
    for (const post of posts) {
      const created = await fetch(`${a.url}/edmNews/createNews`, {
        method: "POST",
        headers: jsonHeaders,
        body: JSON.stringify(post),
      });
      expect(created.status, await created.text()).toBe(201);
    }
    // A page stored within a second of a publication is rendered once more (the render grace), and a server on a
    // machine busy with the rest of the suite renders slowly: how soon A caches is not what is tested.
    const isHit = (answer: Response) => answer.headers.get("x-nextjs-cache") === "HIT";
    // A Redis read unanswered within 200 ms is a miss by design, which that busy machine can cause: B then counts a
    // command given up on, and the next page is tried. A miss with every command answered fails at once.
    const missed: string[] = [];
    for (const { id } of posts) {
      const page = `/post/${id}`;
      const cached = await untilAnswer(`${a.url}${page}`, isHit, Date.now(), 20 * FOLLOW_MS);
      expect(cached.sentAt, cached.seen).toBeLessThan(20 * FOLLOW_MS);
      const givenUp = await redisGiveUps(b);
      const fromB = await fetch(`${b.url}${page}`);
      expect(fromB.status).toBe(200);
      const body = await fromB.text();
      if (isHit(fromB)) {
        expect(body).toBe(await (await fetch(`${a.url}${page}`)).text());
        return;
      }
      expect(await redisGiveUps(b), `${page}: a miss on B with Redis answering`).toBeGreaterThan(givenUp);
      missed.push(page);
    }
    expect(missed, "B missed every page, Redis unanswered each time").toEqual([]);
  });

  test("a post published through one server is on the other's home, list and post page within a second", async () => {
    const [a, b] = servers;
    for (const address of ["/", "/post"]) await fetch(`${b.url}${address}`);
    const post = aPost();
    const created = await fetch(`${a.url}/edmNews/createNews`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify(post),
    });
    expect(created.status, await created.text()).toBe(201);
    const published = Date.now();
    // Asked at once, so that one page's render does not delay the asking of the next.
    const check = (answer: Response, body: string) => answer.ok && body.includes(post.title);
    const addresses = ["/", "/post", `/post/${post.id}`];
    const waits = await Promise.all(addresses.map((address) => untilAnswer(`${b.url}${address}`, check, published)));
    for (const [index, { sentAt, seen }] of waits.entries()) {
      expect(sentAt, `${addresses[index]}: ${seen}`).toBeLessThan(FOLLOW_MS);
    }
  });

  test("a post renamed through one server answers 308 on the other within a second", async () => {
    const [a, b] = servers;
    const post = aPost();
    const created = await fetch(`${a.url}/edmNews/createNews`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify(post),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${b.url}/post/${post.id}`)).status).toBe(200);
    const renamed = await fetch(`${a.url}/edmNews/${post.id}`, {
      method: "PATCH",
      headers: jsonHeaders,
      body: JSON.stringify({ id: `${post.id}-nuevo` }),
    });
    expect(renamed.status, await renamed.text()).toBe(200);
    const { sentAt, seen } = await untilAnswer(
      `${b.url}/post/${post.id}`,
      (answer) => answer.status === 308 && answer.headers.get("location") === `/post/${post.id}-nuevo`,
    );
    expect(sentAt, seen).toBeLessThan(FOLLOW_MS);
    const moved = await fetch(`${b.url}/post/${post.id}-nuevo`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(post.title);
  });
});
