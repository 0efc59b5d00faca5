import { expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { faultSuite, publish, storedIds, useFaultSite } from "./support/fault-site";
import { mostReadRefreshAt } from "../../lib/analytics/most-read-refresh";

/** A page cache of 2 MB holds the real pages, and about 35 rendered 404 pages (58 KB each) would fill it. */
const CACHE_MB = "2";
const RANDOM_SLUGS = 120;

test.describe("addresses that do not exist", faultSuite, () => {
  const site = useFaultSite("not-found", { PAGE_CACHE_MAX_MB: CACHE_MB });
  const get = (path: string, init?: RequestInit) => fetch(`${site().url}${path}`, init);
  /** The address of a post's share image, as its page names it (it carries a build hash). */
  async function shareImageOf(id: string): Promise<string> {
    const page = await (await get(`/post/${(await storedIds(site()))[0]}`)).text();
    const known = /<meta property="og:image" content="[^"]*?\/post\/([^/"]+)(\/[^"?]+)/.exec(page)!;
    return `/post/${id}${known[2]}`;
  }

  test("a flood of unknown posts keeps none of them and pushes no real page out of the cache", async () => {
    const post = `/post/${(await storedIds(site()))[0]}`;
    const real = [post, "/post", "/team"];
    const started = new Date();
    // A post page shows "Lo más leído" and is rendered again at every whole five minutes: a miss past that instant is
    // that refresh, not a page pushed out.
    const stillCached = async (path: string) => {
      const cache = (await get(path)).headers.get("x-nextjs-cache");
      if (path !== post || Date.now() < mostReadRefreshAt(started).getTime()) expect(cache, path).toBe("HIT");
    };
    for (const path of real) await get(path);
    for (const path of real) await stillCached(path);

    for (let n = 0; n < RANDOM_SLUGS; n++) {
      const answer = await get(`/post/flood-${n}-${Date.now()}`);
      expect(answer.status).toBe(404);
      await answer.arrayBuffer();
    }
    for (const path of real) await stillCached(path);
  });

  test("a 404 page or share image lives a minute in shared caches, not a year, and is rendered afresh", async () => {
    const missingImage = await shareImageOf("no-such-post");
    for (const path of ["/post/no-such-post", "/post?page=99999", "/post?page=abc", missingImage]) {
      for (const round of [1, 2]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get("cache-control"), path).toMatch(/^(public, max-age=0, )?s-maxage=60(,|$)/);
        expect(answer.headers.get("x-nextjs-cache"), `${path}, request ${round}`).not.toBe("HIT");
      }
    }
  });

  test("malformed addresses answer 404 and write none of their text to the server's log", async () => {
    const long = "a".repeat(260);
    const flood = "b".repeat(14_000);
    // Next.js logged a cache tag it refused (past 256 characters) with its text, line breaks and all.
    const forged = `${long}%0A%E2%9C%93%20Listening%20on%20http%3A%2F%2Fforjado`;
    const paths = [
      ...["/tema", "/autor", "/post"].flatMap((route) => [
        `${route}/${forged}`,
        `${route}/${long}`,
        `${route}/${flood}`,
      ]),
      `/tema/${long}?page=2`,
      `/autor/${long}?page=2`,
      `/tema/${long}/feed.xml`,
      `/tema/${flood}/feed.xml`,
      `/post?page=${flood}`,
      `/${flood}`,
    ];
    const before = site().server.output().length;
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path.slice(0, 60)).toBe(404);
      await answer.arrayBuffer();
    }
    const written = site().server.output().slice(before);
    for (const text of ["a".repeat(100), "b".repeat(100), "forjado"]) expect(written).not.toContain(text);
  });

  test("a post asked for before it existed shows at once, page and share image, whatever came first", async () => {
    const post = aPost({ date: "2019-01-02" });
    const ownImage = await shareImageOf(post.id);
    expect((await get(`/post/${post.id}`)).status).toBe(404);
    expect((await get(ownImage)).status).toBe(404);
    // A POST that reached the share image's handler used to leave its 405 in the cache for every later GET.
    expect((await get(ownImage, { method: "POST" })).status).toBe(405);

    expect((await publish(site(), post)).status).toBe(201);
    expect((await get(`/post/${post.id}`)).status).toBe(200);
    const card = await get(ownImage);
    expect([card.status, card.headers.get("content-type")]).toEqual([200, "image/png"]);
  });
});
