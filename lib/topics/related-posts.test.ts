import { randomUUID } from "node:crypto";
import { db } from "../db";
import { createPost } from "../newsroom/create-post";
import { trashPost } from "../newsroom/trash";
import { aPost } from "@/scripts/testing/post-fixture";
import { newestOtherPosts, nextLiveAtWith, relatedPosts } from "./related-posts";

afterAll(() => db.$disconnect());

const word = () => `Tema ${randomUUID().slice(0, 8)}`;
const slug = (name: string) => name.toLowerCase().replace(" ", "-");

async function post(topics: string[], date: string, extra: { status?: "draft" } = {}) {
  return (await createPost({ ...aPost({ date }), topics, ...extra, savedBy: "test" })).post.id;
}

describe("a post's related posts", () => {
  it("are those sharing the most topics, then the newest, at most 3, never itself", async () => {
    const [a, b, c] = [word(), word(), word()];
    const self = await post([a, b, c], "2025-05-01");
    const oneOld = await post([a], "2025-01-01");
    const twoOld = await post([a, b], "2024-01-01");
    const oneNew = await post([c], "2025-06-01");
    const threeOld = await post([c, b, a], "2023-01-01");
    await post([word()], "2025-07-01");
    const ids = (await relatedPosts(self, [a, b, c].map(slug))).map(({ id }) => id);
    expect(ids).toEqual([threeOld, twoOld, oneNew]);
    expect(ids).not.toContain(oneOld);
  });

  it("are only posts online: no draft, no scheduled post, nothing in the trash", async () => {
    const topic = word();
    const self = await post([topic], "2025-01-01");
    const online = await post([topic], "2024-01-01");
    await post([topic], "2025-02-01", { status: "draft" });
    const at = new Date(Date.now() + 60 * 60 * 1000);
    await createPost({
      ...aPost({ date: "2025-03-01" }),
      topics: [topic],
      status: "scheduled",
      publishAt: at,
      savedBy: "t",
    });
    await trashPost(await post([topic], "2025-04-01"), { savedBy: "test" });
    expect((await relatedPosts(self, [slug(topic)])).map(({ id }) => id)).toEqual([online]);
    expect(await nextLiveAtWith([slug(topic)], new Date())).toEqual(at);
    expect(await nextLiveAtWith([slug(word())], new Date())).toBeNull();
  });

  it("are none when no other post shares a topic, or the post has none", async () => {
    const lonely = word();
    const self = await post([lonely], "2025-01-01");
    expect(await relatedPosts(self, [slug(lonely)])).toEqual([]);
    expect(await relatedPosts(await post([], "2025-01-01"), [])).toEqual([]);
  });

  it("come as cards: words, image and its alt text", async () => {
    const topic = word();
    const self = await post([topic], "2025-01-01");
    const other = await post([topic], "2025-01-02");
    const [card] = await relatedPosts(self, [slug(topic)]);
    expect(card).toMatchObject({ id: other, imageAlt: "", media: null, date: "2025-01-02" });
    expect(card.title).toEqual(expect.any(String));
  });

  it("give way, for a post no other shares a topic with, to the newest 3 posts online, never itself", async () => {
    const self = await post([], "2099-12-31");
    const newer = [];
    for (const day of ["01", "02", "03", "04"]) newer.push(await post([word()], `2099-01-${day}`));
    await post([], "2099-06-01", { status: "draft" });
    expect((await newestOtherPosts(self)).map(({ id }) => id)).toEqual(newer.slice(1).reverse());
    const [card] = await newestOtherPosts(self);
    expect(card).toMatchObject({ imageAlt: "", media: null, date: "2099-01-04" });
  });
});
