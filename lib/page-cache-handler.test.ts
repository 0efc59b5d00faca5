// The page cache's rule for scheduled posts: an entry carrying a `due:<ms>` tag is expired from that instant on.
import { randomUUID } from "node:crypto";
import PageCacheHandler from "./page-cache-handler";
import { processSlots } from "./process-slots";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";

type Handler = {
  get: (key: string, ctx?: object) => Promise<unknown>;
  set: (key: string, value: object, ctx?: object) => Promise<void>;
  revalidateTag: (tags: string | string[]) => Promise<void>;
};

const handler = new PageCacheHandler({ maxMemoryCacheSize: 10 * 1024 * 1024 }) as unknown as Handler;
const start = new Date("2026-11-24T12:00:00.000Z");
const page = (tags: string[]) => ({
  kind: "APP_PAGE",
  html: "<p>news</p>",
  status: 200,
  headers: { "x-next-cache-tags": tags.join(",") },
});
const data = { kind: "FETCH", data: { body: "1", status: 200, headers: {}, url: "" }, revalidate: 31536000 };
const dueTag = (ms: number) => `due:${start.getTime() + ms}`;

beforeEach(() => jest.useFakeTimers({ now: start, doNotFake: ["nextTick", "setImmediate"] }));
afterEach(() => jest.useRealTimers());

test("a page rendered under a due tag is served until that instant and rendered afresh from it on", async () => {
  const key = `/home-${randomUUID()}`;
  await handler.set(key, page(["lists", dueTag(5_000)]));
  jest.setSystemTime(start.getTime() + 4_999);
  expect(await handler.get(key)).not.toBeNull();
  jest.setSystemTime(start.getTime() + 5_000);
  expect(await handler.get(key)).toBeNull();
  jest.setSystemTime(start.getTime() + 4_000);
  expect(await handler.get(key)).toBeNull();
});

test("the earliest of several due tags decides", async () => {
  const key = `/feed-${randomUUID()}`;
  await handler.set(key, page([dueTag(9_000), "feed", dueTag(2_000)]));
  jest.setSystemTime(start.getTime() + 2_000);
  expect(await handler.get(key)).toBeNull();
});

test("the data a render reads its tags from (unstable_cache) follows the same rule, through the tags it is stored under", async () => {
  const key = `refreshed-${randomUUID()}`;
  const tags = ["sitemaps", dueTag(1_000)];
  await handler.set(key, data, { fetchCache: true, tags });
  expect(await handler.get(key, { kind: "FETCH", tags, softTags: [] })).toMatchObject({ value: data });
  jest.setSystemTime(start.getTime() + 1_000);
  expect(await handler.get(key, { kind: "FETCH", tags, softTags: [] })).toBeNull();
});

test("an entry without a due tag stays until one of its tags is refreshed", async () => {
  const key = `/post/a-${randomUUID()}`;
  const tag = `post:${randomUUID()}`;
  await handler.set(key, page([tag]));
  jest.setSystemTime(start.getTime() + 365 * 24 * 3600 * 1000);
  expect(await handler.get(key)).not.toBeNull();
  await handler.revalidateTag(tag);
  expect(await handler.get(key)).toBeNull();
});

test("an answer that is not a success is never kept, due tag or not", async () => {
  const key = `/post/missing-${randomUUID()}`;
  await handler.set(key, { ...page([dueTag(60_000)]), status: 404 });
  expect(await handler.get(key)).toBeNull();
});

test("a page stored within a second of a refresh of its tags is rendered again once more, later ones are kept", async () => {
  const key = `/post-${randomUUID()}`;
  const tag = `lists-${randomUUID()}`;
  await handler.revalidateTag(tag);
  jest.setSystemTime(start.getTime() + 500);
  await handler.set(key, page([tag]));
  expect(await handler.get(key)).toBeNull();
  jest.setSystemTime(start.getTime() + 1_500);
  await handler.set(key, page([tag]));
  expect(await handler.get(key)).not.toBeNull();
});

test("a render that began before a refresh of its tags is rendered again, however long after the refresh it is stored", async () => {
  const key = `/home-${randomUUID()}`;
  const tag = `lists-${randomUUID()}`;
  expect(await handler.get(key)).toBeNull();
  jest.setSystemTime(start.getTime() + 100);
  await handler.revalidateTag(tag);
  jest.setSystemTime(start.getTime() + 5_000);
  await handler.set(key, page([tag]));
  expect(await handler.get(key)).toBeNull();
});

test("a render that began after a refresh is kept, however long it took", async () => {
  const key = `/home-${randomUUID()}`;
  const tag = `lists-${randomUUID()}`;
  await handler.revalidateTag(tag);
  jest.setSystemTime(start.getTime() + 2_000);
  expect(await handler.get(key)).toBeNull();
  jest.setSystemTime(start.getTime() + 9_000);
  await handler.set(key, page([tag]));
  expect(await handler.get(key)).not.toBeNull();
});

test("a change made while a page renders waits for that render to be stored, and not for renders begun after it", async () => {
  // An hour on: the other tests' renders that missed and were never stored are long over, and are not waited for.
  const later = start.getTime() + 3_600_000;
  jest.setSystemTime(later);
  const [before, after] = [`/post-${randomUUID()}`, `/post-${randomUUID()}`];
  expect(await handler.get(before)).toBeNull();
  const changedAt = later + 100;
  jest.setSystemTime(later + 200);
  expect(await handler.get(after)).toBeNull();
  const starts = processSlots.renderStarts.get()!;
  let ended = false;
  const waiting = starts.rendersBegunBy(changedAt, 60_000).then(() => (ended = true));
  await handler.set(after, page([]));
  await Promise.resolve();
  expect(ended).toBe(false);
  await handler.set(before, page([]));
  await waiting;
  expect(ended).toBe(true);
});

test("each lookup is counted a hit or a miss of the memory store, pages apart from the data renders read", async () => {
  const lookups = async (entry: string, outcome: string) =>
    valueOf(await scrapeHere(), "edm_page_cache_lookups_total", { store: "memory", entry, outcome });
  const before = { pageMisses: await lookups("page", "miss"), pageHits: await lookups("page", "hit") };
  const dataHits = await lookups("data", "hit");
  const key = `/tema-${randomUUID()}`;
  expect(await handler.get(key, { kind: "APP_PAGE" })).toBeNull();
  await handler.set(key, page(["topics"]));
  expect(await handler.get(key, { kind: "APP_PAGE" })).not.toBeNull();
  expect(await handler.get(key, { kind: "APP_PAGE" })).not.toBeNull();
  expect(await lookups("page", "miss")).toBe(before.pageMisses + 1);
  expect(await lookups("page", "hit")).toBe(before.pageHits + 2);
  const dataKey = `refreshed-${randomUUID()}`;
  await handler.set(dataKey, data, { fetchCache: true, tags: ["topics"] });
  await handler.get(dataKey, { kind: "FETCH", tags: ["topics"], softTags: [] });
  expect(await lookups("data", "hit")).toBe(dataHits + 1);
  expect(await lookups("page", "hit")).toBe(before.pageHits + 2);
});

describe("a render this server saw begin, after a refresh of its tags", () => {
  const at = (ms: number) => jest.setSystemTime(start.getTime() + ms);
  /** A page stored long ago, whose tag is refreshed at 5 s: the lookup at `lookedUpAt` begins its render. */
  async function renderBegunAfterRefresh(lookedUpAt: number) {
    const [key, tag] = [`/post/live-${randomUUID()}`, `post:${randomUUID()}`];
    await handler.set(key, page([tag, "lists"]));
    at(5_000);
    await handler.revalidateTag(tag);
    at(lookedUpAt);
    expect(await handler.get(key)).toBeNull();
    return { key, tag };
  }

  test("is kept however soon after the refresh it is stored, while none of its tags is refreshed again", async () => {
    const { key, tag } = await renderBegunAfterRefresh(5_000);
    at(5_100);
    await handler.set(key, page([tag, "lists"]));
    expect(await handler.get(key)).not.toBeNull();
  });

  test("is rendered again after a refresh stamped before its start, as a server whose clock runs behind stamps it", async () => {
    const { key, tag } = await renderBegunAfterRefresh(5_500);
    at(4_000);
    await handler.revalidateTag(tag);
    // Past the grace, and the refresh's time before the render's start: only the stamps can tell.
    at(7_000);
    await handler.set(key, page([tag, "lists"]));
    expect(await handler.get(key)).toBeNull();
  });

  test("begun on no entry is kept however soon after a refresh it is stored, when no refresh came during it", async () => {
    const [key, tag] = [`/post/new-${randomUUID()}`, `post:${randomUUID()}`];
    at(5_000);
    await handler.revalidateTag(tag);
    expect(await handler.get(key)).toBeNull();
    at(5_100);
    await handler.set(key, page([tag]));
    expect(await handler.get(key)).not.toBeNull();
  });

  test("begun on no entry is left to the times when any tag was refreshed during it", async () => {
    const [key, tag] = [`/post/new-${randomUUID()}`, `post:${randomUUID()}`];
    at(5_000);
    await handler.revalidateTag(tag);
    expect(await handler.get(key)).toBeNull();
    await handler.revalidateTag(`lists-${randomUUID()}`);
    at(5_100);
    await handler.set(key, page([tag]));
    expect(await handler.get(key)).toBeNull();
  });

  test("is rendered again after a refresh in the same millisecond as the one it saw", async () => {
    const { key, tag } = await renderBegunAfterRefresh(5_000);
    await handler.revalidateTag(tag);
    at(7_000);
    await handler.set(key, page([tag, "lists"]));
    expect(await handler.get(key)).toBeNull();
  });
});
