import { randomBytes } from "node:crypto";
import { db } from "./db";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPost as createAnyPost } from "./newsroom/create-post";
import { publishPost as createPost } from "@/scripts/testing/publish-post";
import { DuplicatePostError } from "./newsroom/errors";
import {
  eachPostSummary,
  findPost,
  getPost,
  listPostCards,
  listPosts,
  listPostsPage,
  nextLiveAt,
  pageCount,
  summaryFields,
} from "./posts";

afterAll(() => db.$disconnect());

describe("posts", () => {
  it("stores a post and reads every field back, the date unchanged", async () => {
    const input = aPost({ date: "2025-03-01" });
    await createPost(input);
    const { id, ...rest } = input;
    // Plain paragraphs read as written: the reader's text is the three fields apart.
    const bodyText = [input.introduction, input.climax, input.conclusion].join("\n\n");
    expect(await getPost(id)).toEqual({ id, ...rest, bodyText });
  });

  it("names when the next scheduled post comes online, and nothing past the last one", async () => {
    const [later, sooner] = [new Date("2090-01-02T10:00:00Z"), new Date("2090-01-01T10:00:00Z")];
    for (const liveAt of [later, sooner]) {
      const { id } = await createPost(aPost());
      await db.post.update({ where: { id }, data: { publishAt: liveAt, liveAt } });
    }
    expect(await nextLiveAt(new Date("2089-12-31T00:00:00Z"))).toEqual(sooner);
    expect(await nextLiveAt(sooner)).toEqual(later);
    expect(await nextLiveAt(later)).toBeNull();
  });

  it("gives the public pages a post's alt text and, for a photo uploaded here, its Media row", async () => {
    const media = await db.media.create({
      data: { hash: randomBytes(32).toString("hex"), format: "jpeg", width: 4032, height: 3024, bytes: 1, focusX: 0.2 },
    });
    const image = `/media/${media.hash}/original.jpg`;
    const upload = await createPost(aPost({ image, imageAlt: "La pista llena", date: "2031-01-02" }));
    const elsewhere = await createPost(aPost({ date: "2031-01-01" }));
    expect(await findPost(upload.id)).toMatchObject({ image, imageAlt: "La pista llena", media });
    expect(await findPost(elsewhere.id)).toMatchObject({ imageAlt: "", media: null });
    const cards = (await listPostCards()).filter(({ id }) => [upload.id, elsewhere.id].includes(id));
    expect(cards).toEqual([
      {
        id: upload.id,
        title: upload.title,
        description: upload.description,
        image,
        imageAlt: "La pista llena",
        date: "2031-01-02",
        media,
      },
      expect.objectContaining({ id: elsewhere.id, imageAlt: "", media: null }),
    ]);
  });

  it("never shows a draft's photo: a post that is not online has no public read", async () => {
    const media = await db.media.create({
      data: { hash: randomBytes(32).toString("hex"), format: "png", width: 800, height: 600, bytes: 1 },
    });
    const draft = aPost({ image: `/media/${media.hash}/original.png` });
    await createAnyPost({ ...draft, status: "draft", savedBy: "test" });
    expect(await findPost(draft.id)).toBeNull();
    expect((await listPostCards()).some(({ image }) => image === draft.image)).toBe(false);
  });

  it("answers null for a post that does not exist", async () => {
    expect(await getPost("no-existe-este-post")).toBeNull();
  });

  it("lists newest first by date, then by order of publication", async () => {
    const older = await createPost(aPost({ date: "2030-01-01" }));
    const firstSameDay = await createPost(aPost({ date: "2030-01-02" }));
    const secondSameDay = await createPost(aPost({ date: "2030-01-02" }));
    const mine = new Set([older.id, firstSameDay.id, secondSameDay.id]);
    const ids = (await listPosts()).map((post) => post.id).filter((id) => mine.has(id));
    expect(ids).toEqual([secondSameDay.id, firstSameDay.id, older.id]);
  });

  it("returns only the list fields", async () => {
    const { id } = await createPost(aPost());
    const listed = (await listPosts()).find((post) => post.id === id);
    expect(Object.keys(listed ?? {}).sort()).toEqual(["date", "description", "id", "image", "title"]);
  });

  it("paginates in the database with limit and offset", async () => {
    for (let index = 0; index < 3; index += 1) await createPost(aPost());
    const all = await listPosts();
    const window = await listPosts({ limit: 2, offset: 1 });
    expect(window).toHaveLength(2);
    expect(window).toEqual(all.slice(1, 3));
  });

  it("walks the whole list in batches, in the list's order, ties on the same day included", async () => {
    for (let index = 0; index < 5; index += 1) await createPost(aPost({ date: "2030-06-01" }));
    const walked: string[] = [];
    for await (const batch of eachPostSummary(3)) walked.push(...batch.map((post) => post.id));
    expect(walked).toEqual((await listPosts()).map((post) => post.id));
  });

  it("selects a summary in one place: the list, the walk over the whole archive and the cards give its fields alike", async () => {
    await createPost(aPost());
    const [listed] = await listPosts({ limit: 1 });
    const { value: walked } = await eachPostSummary(1).next();
    const [card] = await listPostCards({ limit: 1 });
    expect(walked).toEqual([listed]);
    expect(Object.keys(listed).sort()).toEqual(Object.keys(summaryFields).sort());
    expect(card).toEqual({ ...listed, imageAlt: expect.any(String), media: card.media });
  });

  it("stores a burst of concurrent posts, refusing only the duplicates, each with its own answer", async () => {
    const existing = await createPost(aPost());
    const burst = Array.from({ length: 30 }, () => aPost());
    const twin = aPost({ id: burst[5].id, title: "Gemelo" });
    const inputs = [...burst, aPost({ id: existing.id }), twin];
    const answers = await Promise.allSettled(inputs.map((input) => createPost(input)));
    const refused = answers.flatMap((answer, index) => (answer.status === "rejected" ? [index] : []));
    expect(refused.map((index) => answers[index])).toEqual([
      { status: "rejected", reason: expect.any(DuplicatePostError) },
      { status: "rejected", reason: expect.any(DuplicatePostError) },
    ]);
    expect(refused).toEqual([30, 31]);
    for (const post of burst) expect((await getPost(post.id))?.title).toBe(post.title);
    expect((await getPost(existing.id))?.title).toBe(existing.title);
  });

  it("refuses a duplicate id and leaves the stored post untouched", async () => {
    const original = await createPost(aPost());
    await expect(createPost(aPost({ id: original.id, title: "Otro título" }))).rejects.toBeInstanceOf(
      DuplicatePostError,
    );
    expect((await getPost(original.id))?.title).toBe(original.title);
  });

  it("keeps all 20 posts created at the same time", async () => {
    const batch = Array.from({ length: 20 }, () => aPost());
    const created = await Promise.all(batch.map((post) => createPost(post)));
    expect(created).toHaveLength(20);
    const stored = await db.post.count({ where: { id: { in: batch.map((post) => post.id) } } });
    expect(stored).toBe(20);
  });

  it("counts pages of six, rounding up, and refuses pages out of range", async () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    for (let index = 0; index < 7; index += 1) await createPost(aPost());
    const first = await listPostsPage(1);
    expect(first?.posts).toHaveLength(6);
    expect(first?.pages).toBeGreaterThanOrEqual(2);
    expect(await listPostsPage(0)).toBeNull();
    expect(await listPostsPage((first?.pages ?? 0) + 1)).toBeNull();
  });
});
