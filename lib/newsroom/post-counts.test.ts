import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { purgeExpiredTrash, trashPost } from "@/lib/newsroom/trash";
import { updatePost } from "@/lib/newsroom/update-post";
import { aPost } from "@/scripts/testing/post-fixture";

const by = { savedBy: "prueba@pulso.test" };

async function countsOf(id: string) {
  const where = { path: `/post/${id}` };
  const select = { day: true, views: true };
  return {
    days: await db.pageDay.findMany({
      where,
      select: { ...select, visitors: true, held: true },
      orderBy: { day: "asc" },
    }),
    sources: await db.pageSource.findMany({ where, select: { ...select, referrer: true }, orderBy: { day: "asc" } }),
    visitors: await db.pageVisitor.count({ where }),
  };
}

async function counted(id: string, day: string, views: number, visitor: string) {
  const path = `/post/${id}`;
  await db.pageDay.create({ data: { day, path, views, visitors: 1, held: views * 10 } });
  await db.pageSource.create({ data: { day, path, referrer: "google.com", device: "movil", views } });
  await db.pageVisitor.create({ data: { day, path, visitor, seenAt: 100 } });
}

describe("a post's page counts", () => {
  it("follow its renames and back, in the rename's transaction", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    const [renamed, back] = [`${post.id}-nuevo`, post.id];
    await counted(post.id, "2030-03-01", 5, "a");
    await counted(post.id, "2030-03-02", 2, "b");
    await updatePost(post.id, { id: renamed }, by);
    expect(await countsOf(post.id)).toEqual({ days: [], sources: [], visitors: 0 });
    expect(await countsOf(renamed)).toEqual({
      days: [
        { day: "2030-03-01", views: 5, visitors: 1, held: 50 },
        { day: "2030-03-02", views: 2, visitors: 1, held: 20 },
      ],
      sources: [
        { day: "2030-03-01", views: 5, referrer: "google.com" },
        { day: "2030-03-02", views: 2, referrer: "google.com" },
      ],
      visitors: 2,
    });

    await updatePost(renamed, { id: back }, by);
    expect((await countsOf(back)).days).toEqual([
      { day: "2030-03-01", views: 5, visitors: 1, held: 50 },
      { day: "2030-03-02", views: 2, visitors: 1, held: 20 },
    ]);
    expect(await countsOf(renamed)).toEqual({ days: [], sources: [], visitors: 0 });
  });

  it("are not handed to a new post that takes a purged post's id", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    await counted(post.id, "2030-03-01", 7, "a");
    await trashPost(post.id, { ...by, now: new Date("2020-01-01T00:00:00Z") });
    expect(await purgeExpiredTrash(new Date())).toContain(post.id);
    await createPost({ ...aPost({ id: post.id }), ...by });
    expect((await countsOf(post.id)).days).toEqual([]);
  });
});
