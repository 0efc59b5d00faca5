import { db } from "../db";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPost } from "./create-post";
import { getEditablePost } from "./editable-post";
import { etagOf } from "../etag";
import { DuplicatePostError, PostStateConflictError, StaleVersionError } from "./errors";
import { restoreRevision } from "./restore-revision";
import { listRevisions } from "./revisions";
import { trashPost } from "./trash";
import { updatePost } from "./update-post";

afterAll(() => db.$disconnect());

const by = { savedBy: "prueba@pulso.test" };
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

async function published(overrides = {}) {
  return (await createPost({ ...aPost(overrides), savedBy: "test" })).post;
}

describe("the newsroom's store", () => {
  it("publishes now by default, keeps drafts and schedules off the public row", async () => {
    const now = await published();
    const draft = (await createPost({ ...aPost(), status: "draft", savedBy: "test" })).post;
    const at = inAnHour();
    const scheduled = await createPost({ ...aPost(), status: "scheduled", publishAt: at, savedBy: "test" });
    expect([now.status, draft.status, scheduled.post.status]).toEqual(["published", "draft", "scheduled"]);
    expect(draft).toMatchObject({ publishAt: null, publishedAt: null, version: 1 });
    expect(scheduled.post).toMatchObject({ publishAt: at, publishedAt: at });
    const rows = await db.post.findMany({
      where: { id: { in: [now.id, draft.id] } },
      select: { id: true, liveAt: true },
    });
    expect(rows.find((row) => row.id === draft.id)?.liveAt).toBeNull();
    expect(rows.find((row) => row.id === now.id)?.liveAt).toEqual(now.publishAt);
    expect(scheduled.refresh).toEqual([scheduled.post.id]);
  });

  it("saves every edit as a revision, moves updatedAt only for the words, and raises the version", async () => {
    const post = await published({ title: "Primero" });
    const edited = await updatePost(post.id, { title: "Segundo" }, by);
    expect(edited.post).toMatchObject({ title: "Segundo", version: 2, publishedAt: post.publishedAt });
    expect(edited.post.updatedAt.getTime()).toBeGreaterThanOrEqual(post.updatedAt.getTime());
    expect(edited.refresh).toEqual([post.id]);

    const draft = await updatePost(post.id, { status: "draft" }, by);
    expect(draft.post).toMatchObject({ status: "draft", version: 3, updatedAt: edited.post.updatedAt });
    expect(draft.post.publishedAt).toEqual(post.publishedAt);

    const revisions = await listRevisions(post.id);
    expect(revisions?.map(({ number, title, status, savedBy }) => ({ number, title, status, savedBy }))).toEqual([
      { number: 3, title: "Segundo", status: "draft", savedBy: by.savedBy },
      { number: 2, title: "Segundo", status: "published", savedBy: by.savedBy },
      { number: 1, title: "Primero", status: "published", savedBy: "test" },
    ]);
  });

  it("writes nothing for a change that changes nothing", async () => {
    const post = await published();
    const same = await updatePost(post.id, { title: post.title, status: "published" }, by);
    expect(same).toEqual({ post, refresh: [], topics: [], events: [], retired: false });
    expect(await listRevisions(post.id)).toHaveLength(1);
  });

  it("refreshes nothing for a draft that stays a draft, and the page of a draft that is published", async () => {
    const { post } = await createPost({ ...aPost(), status: "draft", savedBy: "test" });
    expect((await updatePost(post.id, { title: "Otra" }, by)).refresh).toEqual([]);
    const live = await updatePost(post.id, { status: "published" }, by);
    expect(live.refresh).toEqual([post.id]);
    expect(live.post.publishedAt).toEqual(live.post.publishAt);
  });

  it("refuses a stale If-Match with nothing changed, and takes the current one or *", async () => {
    const post = await published();
    await expect(updatePost(post.id, { title: "Tarde" }, { ...by, ifMatch: '"7"' })).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    await expect(updatePost(post.id, { title: "Tarde" }, { ...by, ifMatch: 'W/"1"' })).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    expect(await getEditablePost(post.id)).toEqual(post);
    const first = await updatePost(post.id, { title: "A tiempo" }, { ...by, ifMatch: etagOf(1) });
    expect(first.post.version).toBe(2);
    await expect(trashPost(post.id, { ...by, ifMatch: etagOf(1) })).rejects.toBeInstanceOf(StaleVersionError);
    expect((await updatePost(post.id, { title: "Cualquiera" }, { ...by, ifMatch: "*" })).post.version).toBe(3);
  });

  it("tells a writer whose version is stale that the post went to the trash, rather than only that it changed", async () => {
    const post = await published();
    await trashPost(post.id, { ...by, ifMatch: etagOf(post.version) });
    await expect(
      updatePost(post.id, { title: "Desde otra pestaña" }, { ...by, ifMatch: etagOf(post.version) }),
    ).rejects.toBeInstanceOf(PostStateConflictError);
    expect((await getEditablePost(post.id))?.title).toBe(post.title);
  });

  it("lets only one of two writers holding the same version through", async () => {
    const post = await published();
    const answers = await Promise.allSettled(
      ["Uno", "Dos"].map((title) => updatePost(post.id, { title }, { ...by, ifMatch: etagOf(post.version) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await listRevisions(post.id)).toHaveLength(2);
  });

  it("renames with a redirect that follows later renames, and takes a former id back", async () => {
    const post = await published();
    const [a, b, c] = [post.id, `${post.id}-b`, `${post.id}-c`];
    expect((await updatePost(a, { id: b }, by)).refresh).toEqual([a, b]);
    await updatePost(b, { id: c }, by);
    const redirects = await db.postRedirect.findMany({ where: { toId: c }, orderBy: { fromId: "asc" } });
    expect(redirects.map(({ fromId, toId }) => [fromId, toId])).toEqual([
      [a, c],
      [b, c],
    ]);
    await updatePost(c, { id: a }, by);
    const back = await db.postRedirect.findMany({ where: { toId: a }, orderBy: { fromId: "asc" } });
    expect(back.map(({ fromId }) => fromId)).toEqual([b, c]);
    expect((await listRevisions(a))?.map((revision) => revision.slug)).toEqual([a, c, b, a]);
  });

  it("refuses a new id that another post has, changing nothing", async () => {
    const [one, two] = [await published(), await published()];
    await expect(updatePost(one.id, { id: two.id, title: "Nuevo" }, by)).rejects.toBeInstanceOf(DuplicatePostError);
    expect(await getEditablePost(one.id)).toEqual(one);
  });

  it("restores a revision's words as a new revision, keeping the id, state and publishAt", async () => {
    const post = await published({ title: "Original" });
    await updatePost(post.id, { title: "Corregido", status: "draft" }, by);
    const restored = await restoreRevision(post.id, 1, by);
    expect(restored.post).toMatchObject({ id: post.id, title: "Original", status: "draft", publishAt: null });
    const revisions = (await listRevisions(post.id)) ?? [];
    expect(revisions.map((revision) => revision.title)).toEqual(["Original", "Corregido", "Original"]);
  });

  it("says which writes may change how a retired address answers, so only those read the addresses again", async () => {
    const post = await published();
    expect((await updatePost(post.id, { title: "Corrección" }, by)).retired).toBe(false);
    const renamed = `${post.id}-nuevo`;
    expect((await updatePost(post.id, { id: renamed }, by)).retired).toBe(true);
    expect((await updatePost(renamed, { status: "draft" }, by)).retired).toBe(true);
    expect((await trashPost(renamed, by)).retired).toBe(true);
    expect((await createPost({ ...aPost(), savedBy: "test" })).retired).toBe(false);
    expect((await createPost({ ...aPost({ id: post.id }), savedBy: "test" })).retired).toBe(true);
  });
});
