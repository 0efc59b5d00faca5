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
import { RetiredPosts, type SharedMark } from "../retired-posts";
import { sharedRedis } from "./redis-connection";
import { startRedis, type RedisServer } from "@/scripts/infra/redis";
import { eventually } from "@/scripts/testing/eventually";
import { freePort } from "@/scripts/testing/free-port";
import { aPost } from "@/scripts/testing/post-fixture";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shared-mark-redis-"));
const by = { savedBy: "test" };
let port: number;
let redis: RedisServer;
let servers: { retired: RetiredPosts; stop: () => void; looks: () => number }[];

/**
 * The snapshot of one server: its own memory, the shared mark, following the others as the server does. `looks`
 * counts its looks at the mark.
 */
async function aServer() {
  const { sharedMark } = await import("./shared-mark");
  const mark = sharedMark("retired-posts")!;
  let looks = 0;
  const counted: SharedMark = { current: () => ((looks += 1), mark.current()), move: () => mark.move() };
  const retired = new RetiredPosts(readRetiredAddresses, counted);
  retired.refresh();
  return { retired, stop: retired.followOthers(), looks: () => looks };
}

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis({ dataDir, port });
  settings().REDIS_URL = redis.url;
  servers = [await aServer(), await aServer()];
  const connection = sharedRedis();
  await eventually(() => connection?.client.isReady === true);
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
  await eventually(async () => (await b.retired.retirementOf(id))?.status === 308, { timeoutMs: 1_000 });

  await trashPost(`${id}-nuevo`, by);
  a.retired.refresh();
  await eventually(async () => (await b.retired.retirementOf(`${id}-nuevo`))?.status === 410, { timeoutMs: 1_000 });
});

test("a change made while Redis is down reaches the other servers once it is back", async () => {
  const [a, b] = servers;
  const { id } = aPost();
  await createPost({ ...aPost({ id }), ...by });
  await redis.stop();
  await updatePost(id, { id: `${id}-b` }, by);
  a.retired.refresh();
  expect(await a.retired.retirementOf(id)).toMatchObject({ status: 308 });
  // The other server looks at the mark twice while Redis is down, and has heard nothing.
  const looked = b.looks();
  await eventually(() => b.looks() >= looked + 2);
  expect(await b.retired.retirementOf(id)).toBeNull();

  redis = await startRedis({ dataDir, port });
  await eventually(async () => (await b.retired.retirementOf(id))?.status === 308, { timeoutMs: 3_000 });
});
