import { db } from "../db";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost as published } from "@/scripts/testing/publish-post";
import { createPost } from "./create-post";
import { getEditablePost } from "./editable-post";
import { PostGoneError, PostStateConflictError } from "./errors";
import { restoreRevision } from "./restore-revision";
import { listRevisions } from "./revisions";
import { purgeExpiredTrash, restoreFromTrash, trashPost } from "./trash";
import { updatePost } from "./update-post";

afterAll(() => db.$disconnect());

const by = { savedBy: "prueba@pulso.test" };
const DAY = 24 * 60 * 60 * 1000;

describe("the trash", () => {
  it("trashes and restores a post in the state it had, refusing edits while it is in the trash", async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const { post } = await createPost({ ...aPost(), status: "scheduled", publishAt: at, savedBy: "test" });
    const trashed = await trashPost(post.id, by);
    expect(trashed.post.status).toBe("trashed");
    expect(trashed.refresh).toEqual([post.id]);
    await expect(updatePost(post.id, { title: "No" }, by)).rejects.toBeInstanceOf(PostStateConflictError);
    await expect(restoreRevision(post.id, 1, by)).rejects.toBeInstanceOf(PostStateConflictError);
    const restored = await restoreFromTrash(post.id, by);
    expect(restored.post).toMatchObject({ status: "scheduled", publishAt: at, trashedAt: null });
    await expect(restoreFromTrash(post.id, by)).rejects.toBeInstanceOf(PostStateConflictError);
    expect(await listRevisions(post.id)).toHaveLength(1);
  });

  it("purges after 30 days, leaving tombstones for the id and its former ids that a new post may take", async () => {
    const post = await published(aPost());
    const renamed = `${post.id}-nuevo`;
    await updatePost(post.id, { id: renamed }, by);
    const trashedAt = new Date(Date.now() - 31 * DAY);
    await trashPost(renamed, { ...by, now: trashedAt });
    const fresh = await published(aPost());
    await trashPost(fresh.id, by);

    expect(await purgeExpiredTrash()).toContain(renamed);
    expect(await getEditablePost(fresh.id)).not.toBeNull();
    expect(await db.postRevision.count({ where: { postId: renamed } })).toBe(0);
    const gone = await db.gonePost.findMany({ where: { id: { in: [post.id, renamed] } } });
    expect(gone).toHaveLength(2);
    await expect(updatePost(renamed, { title: "Ya no" }, by)).rejects.toBeInstanceOf(PostGoneError);

    await published(aPost({ id: post.id }));
    expect(await db.gonePost.findUnique({ where: { id: post.id } })).toBeNull();
  });
});
