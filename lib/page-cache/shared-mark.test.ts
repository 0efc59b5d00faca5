// The retired addresses of several servers sharing one database and one Redis: a rename or a removal through one is
// answered by the others within a second, also when Redis missed the news for a while.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "../db";
import { settings } from "../env-schema";
import { createPost } from "../newsroom/create-post";
import { trashPost } from "../newsroom/trash";
import { updatePost } from "../newsroom/update-post";
import { readRetiredAddresses } from "../posts";
import { RetiredPosts } from "../retired-posts";
import { sharedRedis } from "./redis-connection";
import { startRedis, type RedisServer } from "@/scripts/infra/redis";
import { freePort } from "@/scripts/testing/free-port";
import { aPost } from "@/scripts/testing/post-fixture";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shared-mark-redis-"));
const by = { savedBy: "test" };
let port: number;
let redis: RedisServer;
let servers: { retired: RetiredPosts; stop: () => void }[];

/** The snapshot of one server: its own memory, the shared mark, following the others as the server does. */
async function aServer() {
  const { sharedMark } = await import("./shared-mark");
  const retired = new RetiredPosts(readRetiredAddresses, sharedMark("retired-posts"));
  retired.refresh();
  return { retired, stop: retired.followOthers() };
}

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis({ dataDir, port });
  settings().REDIS_URL = redis.url;
  servers = [await aServer(), await aServer()];
  const connection = sharedRedis();
  await within(5_000, async () => connection?.client.isReady === true);
});

afterAll(async () => {
  for (const server of servers) server.stop();
  sharedRedis()?.close();
  await redis.stop();
  await db.$disconnect();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a rename and a removal through one server are answered by the other within a second", async () => {
  const [a, b] = servers;
  const { id } = aPost();
  await createPost({ ...aPost({ id }), ...by });
  expect(await b.retired.retirementOf(id)).toBeNull();

  await updatePost(id, { id: `${id}-nuevo` }, by);
  a.retired.refresh();
  expect(await a.retired.retirementOf(id)).toMatchObject({ status: 308, to: `${id}-nuevo` });
  const renamed = await within(1_000, async () => (await b.retired.retirementOf(id))?.status === 308);
  expect(renamed).toBeLessThan(1_000);

  await trashPost(`${id}-nuevo`, by);
  a.retired.refresh();
  await within(1_000, async () => (await b.retired.retirementOf(`${id}-nuevo`))?.status === 410);
});

test("a change made while Redis is down reaches the other servers once it is back", async () => {
  const [a, b] = servers;
  const { id } = aPost();
  await createPost({ ...aPost({ id }), ...by });
  await redis.stop();
  await updatePost(id, { id: `${id}-b` }, by);
  a.retired.refresh();
  expect(await a.retired.retirementOf(id)).toMatchObject({ status: 308 });
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(await b.retired.retirementOf(id)).toBeNull();

  redis = await startRedis({ dataDir, port });
  await within(3_000, async () => (await b.retired.retirementOf(id))?.status === 308);
});
