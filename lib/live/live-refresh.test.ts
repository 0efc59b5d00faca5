import { createPost } from "@/lib/newsroom/create-post";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { aPost } from "@/scripts/testing/post-fixture";
import { refreshLivePages } from "./live-refresh";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

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
