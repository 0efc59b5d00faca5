import { randomUUID } from "node:crypto";
import { db } from "../db";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPost } from "./create-post";
import { getEditablePost } from "./editable-post";
import { DuplicatePostError } from "./errors";
import { purgeExpiredTrash, trashPost } from "./trash";
import { updatePost } from "./update-post";

afterAll(() => db.$disconnect());

const by = { savedBy: "prueba@pulso.test" };
const word = () => `Tema ${randomUUID().slice(0, 8)}`;
const slugOfWord = (name: string) => name.toLowerCase().replace(" ", "-");

describe("a post's topics in the newsroom's writes", () => {
  it("are stored with a new post, in order, each topic once under its first spelling", async () => {
    const [first, second] = [word(), word()];
    const saved = await createPost({ ...aPost(), topics: [first, second], savedBy: "test" });
    expect(saved.post.topics).toEqual([
      { slug: slugOfWord(first), name: first },
      { slug: slugOfWord(second), name: second },
    ]);
    expect(saved.topics).toEqual([slugOfWord(first), slugOfWord(second)]);
    const other = await createPost({ ...aPost(), topics: [second.toUpperCase()], savedBy: "test" });
    expect(other.post.topics).toEqual([{ slug: slugOfWord(second), name: second }]);
  });

  it("store none when the post is refused, in a batch as alone", async () => {
    const taken = aPost();
    await createPost({ ...taken, savedBy: "test" });
    const name = word();
    const attempts = [
      createPost({ ...taken, topics: [name], savedBy: "test" }),
      createPost({ ...aPost(), savedBy: "t" }),
    ];
    const [refused, accepted] = await Promise.allSettled(attempts);
    expect(refused).toMatchObject({ status: "rejected", reason: expect.any(DuplicatePostError) });
    expect(accepted.status).toBe("fulfilled");
    expect(await db.topic.findUnique({ where: { slug: slugOfWord(name) } })).toBeNull();
    expect(await db.postTopic.count({ where: { postId: taken.id } })).toBe(0);
  });

  it("are replaced by a change that names them, raising the version without a revision; other changes keep them", async () => {
    const [kept, added] = [word(), word()];
    const { post } = await createPost({ ...aPost(), topics: [kept], savedBy: "test" });
    const retitled = await updatePost(post.id, { title: "Otro título" }, by);
    expect(retitled.post.topics).toEqual(post.topics);
    const changed = await updatePost(post.id, { topics: [added, kept] }, { ...by, ifMatch: '"2"' });
    expect(changed.post).toMatchObject({ version: 3, updatedAt: retitled.post.updatedAt });
    expect(changed.post.topics.map(({ name }) => name)).toEqual([added, kept]);
    expect(changed.topics.sort()).toEqual([slugOfWord(added), slugOfWord(kept)].sort());
    expect(await db.postRevision.count({ where: { postId: post.id } })).toBe(2);
    const same = await updatePost(post.id, { topics: [added.toUpperCase(), kept] }, by);
    expect(same).toMatchObject({ refresh: [], topics: [], post: { version: 3 } });
    expect((await updatePost(post.id, { topics: [] }, by)).post.topics).toEqual([]);
  });

  it("take a new topic named by several writers at once, once", async () => {
    const posts = await Promise.all([1, 2, 3, 4].map(() => createPost({ ...aPost(), savedBy: "test" })));
    const name = word();
    const saved = await Promise.all(posts.map(({ post }) => updatePost(post.id, { topics: [name] }, by)));
    expect(saved.map(({ post }) => post.topics)).toEqual(posts.map(() => [{ slug: slugOfWord(name), name }]));
    expect(await db.postTopic.count({ where: { topicSlug: slugOfWord(name) } })).toBe(4);
  });

  it("leave nothing behind when the change is refused", async () => {
    const { post } = await createPost({ ...aPost(), topics: [word()], savedBy: "test" });
    const taken = (await createPost({ ...aPost(), savedBy: "test" })).post.id;
    await expect(updatePost(post.id, { id: taken, topics: [word()] }, by)).rejects.toBeInstanceOf(DuplicatePostError);
    expect((await getEditablePost(post.id))?.topics).toEqual(post.topics);
  });

  it("follow a renamed post, and go with a purged one", async () => {
    const { post } = await createPost({ ...aPost(), topics: [word()], savedBy: "test" });
    const renamed = `${post.id}-nuevo`;
    await updatePost(post.id, { id: renamed }, by);
    expect((await getEditablePost(renamed))?.topics).toEqual(post.topics);
    await trashPost(renamed, { ...by, now: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    expect(await purgeExpiredTrash()).toContain(renamed);
    expect(await db.postTopic.count({ where: { postId: { in: [post.id, renamed] } } })).toBe(0);
    expect(await db.topic.findUnique({ where: { slug: post.topics[0].slug } })).not.toBeNull();
  });

  it("refresh nothing while the post is a draft", async () => {
    const draft = await createPost({ ...aPost(), status: "draft", topics: [word()], savedBy: "test" });
    expect(draft.topics).toEqual([]);
    expect((await updatePost(draft.post.id, { topics: [word()] }, by)).topics).toEqual([]);
  });
});
