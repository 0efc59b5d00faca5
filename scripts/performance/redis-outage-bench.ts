// npx tsx scripts/performance/redis-outage-bench.ts [--rounds 20]: how long a request waits on the shared page cache
// (lib/page-cache-handler.ts) while Redis answers, while it is paused (SIGSTOP: a Redis that does not answer) and
// while it is down, against the bound of lib/page-cache/redis-connection.ts (COMMAND_TIMEOUT_MS). The tests prove that
// a request is answered whatever Redis does (lib/page-cache/shared-page-cache.test.ts); the figures live here. Not a
// test: run it on a quiet machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startRedis } from "../infra/redis";
import { freePort } from "../testing/free-port";
import { median } from "./bench/median";
import { cachedPage } from "../testing/cached-page";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" } } });
const rounds = Number(values.rounds);

type Handler = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: object) => Promise<void>;
  revalidateTag: (tags: string) => Promise<void>;
};

const page = cachedPage(["lists"]);

/** The milliseconds each of `rounds` calls of `action` took. */
async function timings(action: (round: number) => Promise<unknown>): Promise<number[]> {
  const took: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await action(round);
    took.push(performance.now() - started);
  }
  return took;
}

async function measureState(state: string, handler: Handler): Promise<void> {
  const rows = {
    get: await timings((round) => handler.get(`/post/bench-${round}`)),
    set: await timings((round) => handler.set(`/post/bench-${round}`, page)),
    "refresh (revalidateTag)": await timings((round) => handler.revalidateTag(`post:bench-${round}`)),
  };
  for (const [name, took] of Object.entries(rows))
    console.log(
      `${state.padEnd(24)} ${name.padEnd(24)} median ${median(took).toFixed(1).padStart(6)} ms   max ${Math.max(...took)
        .toFixed(1)
        .padStart(6)} ms`,
    );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "edm-redis-outage-bench-"));
  const redis = await startRedis({ dataDir, port: await freePort() });
  // Read once per process by the settings, so set before the handler's modules load.
  process.env.REDIS_URL = redis.url;
  const { default: PageCacheHandler } = await import("../../lib/page-cache-handler");
  const { COMMAND_TIMEOUT_MS, sharedRedis } = await import("../../lib/page-cache/redis-connection");
  const handler = new PageCacheHandler({ maxMemoryCacheSize: 10 * 1024 * 1024 }) as unknown as Handler;
  const connection = sharedRedis()!;
  try {
    const ready = Date.now() + 5_000;
    while (!connection.client.isReady && Date.now() < ready) await new Promise((resolve) => setTimeout(resolve, 10));
    console.log(`Each call ${rounds} times; a request's bound is COMMAND_TIMEOUT_MS = ${COMMAND_TIMEOUT_MS} ms.`);
    await measureState("Redis answering", handler);
    process.kill(redis.pid, "SIGSTOP");
    try {
      await measureState("Redis paused (SIGSTOP)", handler);
    } finally {
      process.kill(redis.pid, "SIGCONT");
    }
    await redis.stop();
    await measureState("Redis down", handler);
  } finally {
    connection.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
