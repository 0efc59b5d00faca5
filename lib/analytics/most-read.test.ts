import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { trashPost } from "@/lib/newsroom/trash";
import { aPost } from "@/scripts/testing/post-fixture";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { readMostRead } from "./most-read";
import { mostReadRefreshAt } from "./most-read-refresh";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const by = { savedBy: "prueba@pulso.test" };
// Noon of 10 March 2030 in Mexico City, 2 min 30 s into a five-minute window.
const NOW = new Date("2030-03-10T18:02:30Z");
const NEXT_WINDOW = new Date("2030-03-10T18:05:00Z");

async function read(id: string, views: number, day = "2030-03-10") {
  await db.pageDay.create({ data: { day, path: `/post/${id}`, views, visitors: views } });
}

const newPosts = (count: number) =>
  Promise.all(Array.from({ length: count }, async () => (await createPost({ ...aPost(), ...by })).post.id));

beforeEach(async () => {
  await db.pageDay.deleteMany();
  resetCacheRecord();
});

afterAll(() => db.$disconnect());

describe("the most read block's refresh", () => {
  it("is due at the next whole five minutes of the clock, never at the instant it was read", () => {
    expect(mostReadRefreshAt(NOW)).toEqual(NEXT_WINDOW);
    expect(mostReadRefreshAt(new Date("2030-03-10T18:04:59.999Z"))).toEqual(NEXT_WINDOW);
    expect(mostReadRefreshAt(new Date("2030-03-10T18:00:00Z"))).toEqual(NEXT_WINDOW);
    expect(mostReadRefreshAt(new Date("2030-03-10T18:05:00Z"))).toEqual(new Date("2030-03-10T18:10:00Z"));
  });
});

describe("the most read posts", () => {
  it("are the five posts online read most this week, in order, kept until the next window and under their tags", async () => {
    const ids = await newPosts(7);
    await Promise.all(ids.map((id, index) => read(id, 10 * (index + 1))));
    const [offline] = ids.slice(-1);
    await trashPost(offline, by);
    const shown = (await readMostRead(undefined, NOW)).map(({ id }) => id);
    expect(shown).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);
    expect(cacheRecord.keptUnder.flat()).toEqual([`due:${NEXT_WINDOW.getTime()}`, ...shown.map((id) => `post:${id}`)]);
  });

  it("leave out the post being read, and the days before the week", async () => {
    const [reading, other, older] = await newPosts(3);
    await read(reading, 50);
    await read(other, 5);
    await read(older, 900, "2030-03-03");
    expect((await readMostRead(reading, NOW)).map(({ id }) => id)).toEqual([other]);
  });

  it("are none before any post was read, and the page is still kept only until the next window", async () => {
    await newPosts(1);
    expect(await readMostRead(undefined, NOW)).toEqual([]);
    expect(cacheRecord.keptUnder.flat()).toEqual([`due:${NEXT_WINDOW.getTime()}`]);
  });
});
