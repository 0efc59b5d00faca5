import { cacheTags } from "@/lib/cache-tags";
import { createPost } from "@/lib/newsroom/create-post";
import { MemoryStore } from "@/lib/page-cache/memory-store";
import { processSlots } from "@/lib/process-slots";
import { refreshAfterChange } from "@/lib/revalidate";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { aPost } from "@/scripts/testing/post-fixture";
import { refreshLivePages } from "./live-refresh";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const store = new MemoryStore(1_000_000);
beforeAll(() => processSlots.pageCacheStore.put(store));
afterAll(() => processSlots.pageCacheStore.put(undefined));

const stampOf = async (tag: string) => (await store.refreshesOf([tag])).stamps.get(tag);

describe("refreshLivePages", () => {
  it("refreshes the post's page, the site's feed, its topics' feeds and the sitemaps, and nothing else", async () => {
    const { post } = await createPost({ ...aPost(), topics: ["Techno en vivo", "EDC México"], savedBy: "test" });
    resetCacheRecord();
    await refreshLivePages(post.id);
    expect([...cacheRecord.refreshed].sort()).toEqual(
      [`post:${post.id}`, "feed", "sitemaps", "topic-feed:techno-en-vivo", "topic-feed:edc-mexico"].sort(),
    );
  });
});

describe("the live answer's tag", () => {
  it("moves in the page cache's store on every update's write and every change of its post, never handed to Next.js", async () => {
    const { post } = await createPost({ ...aPost(), savedBy: "test" });
    const tag = cacheTags.liveAnswer(post.id);
    const stamps = [await stampOf(tag)];
    resetCacheRecord();
    await refreshLivePages(post.id);
    stamps.push(await stampOf(tag));
    await refreshAfterChange([post.id], { retired: false, topics: [], events: [] });
    stamps.push(await stampOf(tag));
    expect(new Set(stamps).size).toBe(3);
    expect(cacheRecord.refreshed).toContain(cacheTags.post(post.id));
    expect(cacheRecord.refreshed).not.toContain(tag);
  });
});
