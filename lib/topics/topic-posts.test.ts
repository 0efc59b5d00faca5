import { randomUUID } from "node:crypto";
import { db } from "../db";
import { createPost } from "../newsroom/create-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { findTopic, listTopicFeedPosts, listTopicPage, listTopicsOnline, topicsOfPost } from "./topic-posts";

afterAll(() => db.$disconnect());

const word = () => `Tema ${randomUUID().slice(0, 8)}`;
const slug = (name: string) => name.toLowerCase().replace(" ", "-");

const publish = async (topics: string[], date = "2025-01-01", status?: "draft") =>
  (await createPost({ ...aPost({ date }), topics, status, savedBy: "test" })).post.id;

describe("what readers see of topics", () => {
  it("lists the topics with posts online, alphabetically, with their number of posts online", async () => {
    const [zeta, alpha, hidden] = [`Zeta ${word()}`, `Ámbar ${word()}`, word()];
    await publish([zeta, alpha]);
    await publish([zeta]);
    await publish([hidden], "2025-01-01", "draft");
    // Posts off line do not count, beside posts online of the same topic: a draft, a scheduled post.
    await publish([zeta], "2025-01-01", "draft");
    const later = new Date(Date.now() + 3_600_000);
    await createPost({ ...aPost(), topics: [zeta], status: "scheduled", publishAt: later, savedBy: "test" });
    const listed = (await listTopicsOnline()).filter(({ name }) => [zeta, alpha, hidden].includes(name));
    expect(listed).toEqual([
      { slug: expect.stringMatching(/^ambar-/), name: alpha, posts: 1 },
      { slug: expect.stringMatching(/^zeta-/), name: zeta, posts: 2 },
    ]);
  });

  it("pages a topic's posts online newest first, 6 a page, and knows no page past the last", async () => {
    const topic = word();
    const ids = [];
    for (let day = 1; day <= 7; day++) ids.push(await publish([topic], `2025-02-0${day}`));
    await publish([topic], "2025-03-01", "draft");
    const first = await listTopicPage(slug(topic), 1);
    expect(first?.pages).toBe(2);
    expect(first?.posts.map(({ id }) => id)).toEqual(ids.slice(1).reverse());
    expect((await listTopicPage(slug(topic), 2))?.posts.map(({ id }) => id)).toEqual([ids[0]]);
    expect(await listTopicPage(slug(topic), 3)).toBeNull();
    expect(await listTopicPage(slug(topic), 0)).toBeNull();
    expect((await listTopicFeedPosts(slug(topic), 20)).map(({ id }) => id)).toEqual(ids.slice().reverse());
  });

  it("knows no topic that is unknown, is no slug, or has no post online", async () => {
    const draftOnly = word();
    await publish([draftOnly], "2025-01-01", "draft");
    expect(await findTopic("no-existe-este-tema")).toBeNull();
    expect(await findTopic("../x")).toBeNull();
    expect(await findTopic(slug(draftOnly))).toEqual({ slug: slug(draftOnly), name: draftOnly });
    expect(await listTopicPage(slug(draftOnly), 1)).toBeNull();
  });

  it("reads a post's topics in the editor's order", async () => {
    const [first, second] = [word(), word()];
    const id = await publish([second, first]);
    expect(await topicsOfPost(id)).toEqual([
      { slug: slug(second), name: second },
      { slug: slug(first), name: first },
    ]);
  });
});
