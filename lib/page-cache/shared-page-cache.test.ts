// The page cache shared through a real redis-server: what one server stores or refreshes, the others see; a Redis that
// is down or does not answer costs a request at most the command timeout, and the connection comes back by itself.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "redis";
import { startRedis, type RedisServer } from "@/scripts/infra/redis";
import { cachedPage } from "@/scripts/testing/cached-page";
import { eventually } from "@/scripts/testing/eventually";
import { freePort } from "@/scripts/testing/free-port";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { processSlots } from "../process-slots";
import { CONNECTION, HANDLER } from "./compiled-for-node";
import { COMMAND_TIMEOUT_MS } from "./redis-connection";

type Handler = {
  get: (key: string, ctx?: object) => Promise<{ value: unknown; lastModified: number } | null>;
  set: (key: string, value: object, ctx?: object) => Promise<void>;
  revalidateTag: (tags: string | string[]) => Promise<void>;
};
type Connection = { client: { isReady: boolean }; close: () => void };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-redis-"));
let port: number;
let redis: RedisServer;
let admin: ReturnType<typeof createClient>;
/** Two copies of the handler's modules, as two servers have: each its own store and refresh times. */
let serverA: Handler;
let serverB: Handler;

function loadHandler(): Handler {
  let Handler: new (options: object) => Handler = undefined as never;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Next.js loads the handler as CommonJS, outside the app.
    Handler = require(HANDLER);
  });
  // Each server has its own store: the one a handler of this process made before is forgotten (see storeOf).
  processSlots.pageCacheStore.put(undefined);
  return new Handler({ maxMemoryCacheSize: 10 * 1024 * 1024 });
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same CommonJS module the handler loads.
const connection = (): Connection => require(CONNECTION).sharedRedis();

/**
 * The clock of this process's handlers: the real one, moved on at will, so that the render grace (an entry stored
 * within a second of a refresh, or of Redis's epoch, is rendered again) is passed by moving it rather than waited out.
 * It starts ten seconds behind, so that it stays behind the real clock that another process's handler reads (each
 * test moves it a second or two): no page that process stores falls within the grace of a refresh made here.
 */
const realNow = Date.now.bind(Date);
let movedOn = -10_000;
jest.spyOn(Date, "now").mockImplementation(() => realNow() + movedOn);
const pastRenderGrace = () => void (movedOn += 1_100);

/** The Redis commands this process gave up on, by reason (edm_redis_unanswered_total). */
async function redisGiveUps() {
  const scrape = await scrapeHere();
  const count = (reason: string) => valueOf(scrape, "edm_redis_unanswered_total", { reason });
  return { timeout: count("timeout"), paused: count("paused") };
}

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

/** Runs `body` with a handler of a separate Node.js process connected to the same Redis, and waits for it to exit. */
async function inAnotherProcess(body: string): Promise<void> {
  const script = `
    const Handler = require(${JSON.stringify(HANDLER)});
    const redis = require(${JSON.stringify(CONNECTION)}).sharedRedis();
    const handler = new Handler({ maxMemoryCacheSize: 10 * 1024 * 1024 });
    (async () => {
      while (!redis.client.isReady) await new Promise((resolve) => setTimeout(resolve, 10));
      ${body}
      redis.close();
    })();`;
  await promisify(execFile)(process.execPath, ["-e", script], { env: { ...process.env }, timeout: 10_000 });
}

/** The ids of the connections Redis has, besides the test's own. */
async function clientIds(): Promise<string[]> {
  const list = (await admin.sendCommand(["CLIENT", "LIST", "TYPE", "normal"])) as string;
  const own = String(await admin.sendCommand(["CLIENT", "ID"]));
  return [...list.matchAll(/^id=(\d+) /gm)].map((match) => match[1]).filter((id) => id !== own);
}

const clients = async () => (await clientIds()).length;

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis({ dataDir, port });
  process.env.REDIS_URL = redis.url;
  admin = createClient({ url: redis.url });
  // It reconnects by itself after the tests restart Redis; meanwhile it reports every failed attempt.
  admin.on("error", () => {});
  await admin.connect();
  serverA = loadHandler();
  serverB = loadHandler();
  await eventually(async () => connection().client.isReady, { timeoutMs: 5_000 });
  pastRenderGrace();
});

// A restart of Redis, or the loss of its refresh times, dates its data anew (its epoch): a page stored within the grace
// after that by a render this process did not see begin is rendered again. A test that ends right after it (its page
// fresh at once, its render seen begin) leaves the next one past that grace.
afterEach(async () => {
  const epoch = await admin.zScore("pulso:page-tags", "~epoch").catch(() => null);
  if (epoch !== null && epoch > Date.now() - 1_100) pastRenderGrace();
});

afterAll(async () => {
  connection().close();
  admin.destroy();
  await redis.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a page stored by one server is served by another, with its Buffers, segments and headers as they were", async () => {
  const key = unique("/post/nota");
  const value = cachedPage([unique("post")]);
  await serverA.set(key, value, { cacheControl: { revalidate: false } });
  const entry = await serverB.get(key);
  expect(entry).toMatchObject({ value, cacheControl: { revalidate: false } });
  expect(Buffer.isBuffer((entry?.value as { rscData: Buffer }).rscData)).toBe(true);
});

test("each server's lookups are counted hits and misses of the Redis store", async () => {
  const lookups = async (outcome: string) =>
    valueOf(await scrapeHere(), "edm_page_cache_lookups_total", { store: "redis", entry: "page", outcome });
  const before = { misses: await lookups("miss"), hits: await lookups("hit") };
  const key = unique("/tema");
  expect(await serverA.get(key)).toBeNull();
  await serverA.set(key, cachedPage([unique("topics")]));
  expect(await serverB.get(key)).not.toBeNull();
  expect([await lookups("miss"), await lookups("hit")]).toEqual([before.misses + 1, before.hits + 1]);
  expect(valueOf(await scrapeHere(), "edm_page_cache_lookups_total", { store: "memory" })).toBe(0);
});

test("a page stored by another process is served here, and its tag refreshed there expires it here", async () => {
  const key = unique("/");
  const tag = unique("lists");
  await inAnotherProcess(
    `await handler.set(${JSON.stringify(key)}, ${JSON.stringify({ ...cachedPage([tag]), rscData: undefined, segmentData: undefined })});`,
  );
  const entry = await serverA.get(key);
  expect(entry?.value).toMatchObject({ html: "<p>noticia</p>" });
  // Older than the render grace, so only the refresh can expire it.
  pastRenderGrace();
  expect(await serverA.get(key)).not.toBeNull();
  await inAnotherProcess(`await handler.revalidateTag(${JSON.stringify(tag)});`);
  expect(await serverA.get(key)).toBeNull();
});

test("a tag refreshed through one server expires the page for the other, and only the pages under it", async () => {
  const tag = unique("post");
  const [refreshed, other] = [unique("/post/a"), unique("/post/b")];
  await serverA.set(refreshed, cachedPage([tag, "lists"]));
  await serverA.set(other, cachedPage([unique("post")]));
  pastRenderGrace();
  await serverA.revalidateTag(tag);
  expect(await serverB.get(refreshed)).toBeNull();
  expect(await serverB.get(other)).not.toBeNull();
});

test("a page under a due tag is served until that instant by every server, and Redis drops it then", async () => {
  const key = unique("/");
  await serverA.set(key, cachedPage(["lists", `due:${Date.now() + 400}`]));
  expect(await serverB.get(key)).not.toBeNull();
  const ttl = Number(await admin.sendCommand(["PTTL", `pulso:page:none:${key}`]));
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(400);
  await eventually(async () => Number(await admin.sendCommand(["EXISTS", `pulso:page:none:${key}`])) === 0, {
    timeoutMs: 2_000,
  });
  expect(await serverB.get(key)).toBeNull();
});

test("an answer that is not a success is never stored, and a stored page it replaces is dropped", async () => {
  const key = unique("/post/borrada");
  await serverA.set(key, cachedPage([]));
  await serverB.set(key, { ...cachedPage([]), status: 404 });
  expect(await admin.exists(`pulso:page:none:${key}`)).toBe(0);
  expect(await serverA.get(key)).toBeNull();
});

test("every page expires after a day at most, so Redis under volatile-lru can evict pages and never the refresh times", async () => {
  const key = unique("/post");
  await serverA.set(key, cachedPage([]));
  const ttl = Number(await admin.sendCommand(["PTTL", `pulso:page:none:${key}`]));
  expect(ttl).toBeGreaterThan(23 * 3600 * 1000);
  expect(Number(await admin.sendCommand(["PTTL", "pulso:page-tags"]))).toBe(-1);
});

test("when Redis lost the refresh times, no page stored before is served", async () => {
  const key = unique("/");
  await serverA.set(key, cachedPage(["lists"]));
  pastRenderGrace();
  expect(await serverB.get(key)).not.toBeNull();
  await admin.del("pulso:page-tags");
  expect(await serverB.get(key)).toBeNull();
  expect(await serverB.get(key)).toBeNull();
  pastRenderGrace();
});

test("however many requests, the process keeps one connection", async () => {
  await Promise.all(
    Array.from({ length: 200 }, async (_, index) => {
      const key = `/post/many-${index}`;
      await (index % 2 ? serverA : serverB).set(key, cachedPage([]));
      await (index % 2 ? serverB : serverA).get(key);
    }),
  );
  expect(await clients()).toBe(1);
});

// How long each call waits (the command timeout at most) is measured by scripts/performance/redis-outage-bench.ts;
// here every call must settle while Redis still does not answer.
test("while Redis does not answer, a request is answered without it, and a refresh made meanwhile reaches the other servers once it answers", async () => {
  const tag = unique("post");
  const [refreshed, kept] = [unique("/post/a"), unique("/post/b")];
  await serverA.set(refreshed, cachedPage([tag]));
  await serverA.set(kept, cachedPage([unique("post")]));
  pastRenderGrace();
  expect(await serverB.get(refreshed)).not.toBeNull();

  process.kill(redis.pid, "SIGSTOP");
  try {
    expect(await serverA.get(kept)).toBeNull();
    await expect(serverA.set(unique("/"), cachedPage([]))).resolves.toBeUndefined();
    await expect(serverA.revalidateTag(tag)).resolves.toBeUndefined();
    expect(await serverA.get(refreshed)).toBeNull();
  } finally {
    process.kill(redis.pid, "SIGCONT");
  }

  await eventually(async () => (await admin.zScore("pulso:page-tags", tag)) !== null, { timeoutMs: 3_000 });
  // Reads come back once the pause after the timeouts is over: then only the refreshed page is gone.
  await eventually(async () => (await serverB.get(kept)) !== null, { timeoutMs: 3_000 });
  expect(await serverB.get(refreshed)).toBeNull();
  expect(await clients()).toBe(1);
});

test("a refresh made while reads pause after a timeout reaches the other servers at once", async () => {
  const tag = unique("post");
  const [key, kept] = [unique("/post"), unique("/")];
  await serverA.set(key, cachedPage([tag]));
  await serverA.set(kept, cachedPage([]));
  pastRenderGrace();
  const givenUp = await redisGiveUps();
  process.kill(redis.pid, "SIGSTOP");
  try {
    // A read times out, so this process leaves Redis alone for a while...
    expect(await serverA.get(unique("/"))).toBeNull();
    expect(await serverA.get(kept)).toBeNull();
  } finally {
    process.kill(redis.pid, "SIGCONT");
  }
  // ...and counts each read it gave up on, by why: an operator sees the pages Redis did not give in time.
  const after = await redisGiveUps();
  expect([after.timeout - givenUp.timeout, after.paused - givenUp.paused]).toEqual([1, 1]);
  // ...but a publication's refresh, made meanwhile, is not held back: the other server drops the page now.
  await serverA.revalidateTag(tag);
  expect(await admin.zScore("pulso:page-tags", tag)).not.toBeNull();
  // Once reads are back from their pause, the other server serves the untouched page and not the refreshed one.
  await eventually(async () => (await serverB.get(kept)) !== null, { timeoutMs: 3_000 });
  expect(await serverB.get(key)).toBeNull();
});

test("a server that was itself busy past the command timeout still takes the reply Redis sent meanwhile", async () => {
  const key = unique("/post");
  await serverA.set(key, cachedPage([]));
  pastRenderGrace();
  const getting = serverB.get(key);
  // The command is on its way; the event loop is then held past the timeout, as a long render holds it.
  setImmediate(() => {
    const end = Date.now() + COMMAND_TIMEOUT_MS + 150;
    while (Date.now() < end);
  });
  expect(await getting).not.toBeNull();
  expect(await serverB.get(key)).not.toBeNull();
});

test("while Redis is down, requests are answered without it, and the connection is back by itself after its restart", async () => {
  await redis.stop();
  const key = unique("/");
  await expect(serverA.set(key, cachedPage([]))).resolves.toBeUndefined();
  expect(await serverB.get(key)).toBeNull();
  await expect(serverA.revalidateTag(unique("lists"))).resolves.toBeUndefined();

  redis = await startRedis({ dataDir, port });
  await eventually(
    async () => {
      await serverA.set(key, cachedPage([]));
      return (await serverB.get(key)) !== null;
    },
    { timeoutMs: 5_000 },
  );
  await eventually(async () => admin.isReady, { timeoutMs: 2_000 });
  expect(await clients()).toBe(1);
});

test("a Redis that stays silent gets a new socket, and no socket is left behind once it answers again", async () => {
  const key = unique("/post");
  const before = await clientIds();
  process.kill(redis.pid, "SIGSTOP");
  try {
    // Reads go on, each answered without Redis, until the timeouts have made the connection open a new socket.
    const silent = connection().client;
    await eventually(
      async () => {
        expect(await serverA.get(key)).toBeNull();
        return connection().client !== silent;
      },
      { timeoutMs: 10_000, everyMs: 100 },
    );
  } finally {
    process.kill(redis.pid, "SIGCONT");
  }
  await eventually(
    async () => {
      await serverA.set(key, cachedPage([]));
      return (await serverB.get(key)) !== null;
    },
    { timeoutMs: 5_000 },
  );
  const after = await clientIds();
  expect(after).toHaveLength(1);
  expect(after).not.toEqual(before);
});

describe("a render a server saw begin, stored right after a refresh of its tags", () => {
  /** A page stored earlier whose tag `refresh` refreshes: serverA's lookup then begins its render. */
  async function renderBegunAfter(refresh: (tag: string) => Promise<void>) {
    const [key, tag] = [unique("/post/en-vivo.json"), unique("post")];
    await serverA.set(key, cachedPage([tag, "lists"]));
    await refresh(tag);
    expect(await serverA.get(key)).toBeNull();
    return { key, tag };
  }

  /** Runs `refresh` on serverB with its clock `ms` behind this process's. */
  async function refreshBehind(ms: number, refresh: () => Promise<void>) {
    movedOn -= ms;
    try {
      await refresh();
    } finally {
      movedOn += ms;
    }
  }

  test("is served by every server while none of its tags is refreshed again, whatever the clocks say", async () => {
    // The refresh comes from a process whose clock runs ahead of this one's: by the times alone, the page would be
    // rendered again until this process's clock passed the refresh's time by a second.
    const refreshThere = (tag: string) => inAnotherProcess(`await handler.revalidateTag(${JSON.stringify(tag)});`);
    const { key, tag } = await renderBegunAfter(refreshThere);
    await serverA.set(key, cachedPage([tag, "lists"]));
    expect(await serverB.get(key)).not.toBeNull();
    expect(await serverA.get(key)).not.toBeNull();
    await refreshThere(tag);
    expect(await serverB.get(key)).toBeNull();
  });

  test("is served by the server that made the refresh as by the others", async () => {
    const { key, tag } = await renderBegunAfter((tag) => serverB.revalidateTag(tag));
    await serverA.set(key, cachedPage([tag, "lists"]));
    expect(await serverB.get(key)).not.toBeNull();
    expect(await serverA.get(key)).not.toBeNull();
  });

  test("begun on no entry, is served by every server when no refresh came during it", async () => {
    const [key, tag] = [unique("/post/en-vivo.json"), unique("post")];
    await inAnotherProcess(`await handler.revalidateTag(${JSON.stringify(tag)});`);
    expect(await serverA.get(key)).toBeNull();
    await serverA.set(key, cachedPage([tag, "lists"]));
    expect(await serverB.get(key)).not.toBeNull();
  });

  test("is rendered again after a refresh by a server whose clock runs behind the time it saw", async () => {
    // The render begins two seconds after the refresh it sees; the clock goes back where it was afterwards.
    const { key, tag } = await renderBegunAfter(async (tag) => {
      await serverB.revalidateTag(tag);
      movedOn += 2_000;
    });
    try {
      await refreshBehind(5_000, () => serverB.revalidateTag(tag));
      // Stored more than the grace after both refreshes' times, and begun after them: only the stamps can tell.
      await serverA.set(key, cachedPage([tag, "lists"]));
      expect(await serverB.get(key)).toBeNull();
    } finally {
      movedOn -= 2_000;
    }
  });

  test("is rendered again after a refresh in the same millisecond as the one it saw", async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, "now").mockImplementation(() => now);
    try {
      const { key, tag } = await renderBegunAfter((tag) => serverB.revalidateTag(tag));
      await serverB.revalidateTag(tag);
      await serverA.set(key, cachedPage([tag, "lists"]));
      expect(await serverB.get(key)).toBeNull();
    } finally {
      clock.mockImplementation(() => realNow() + movedOn);
    }
  });
});
