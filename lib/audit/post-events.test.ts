import { randomUUID } from "node:crypto";
import { db } from "../db";
import { startEdition } from "../newsletter/editions";
import { createPost } from "../newsroom/create-post";
import { purgeExpiredTrash, restoreFromTrash, trashPost, TRASH_DAYS } from "../newsroom/trash";
import { updatePost } from "../newsroom/update-post";
import { aPost } from "@/scripts/testing/post-fixture";

afterAll(() => db.$disconnect());

const DAY_MS = 24 * 60 * 60 * 1000;

async function person(role: "colaborador" | "editor") {
  const id = randomUUID();
  await db.account.create({ data: { id, email: `${role}-${id}@example.mx`, name: role, role, status: "active" } });
  return { savedBy: `${role}@example.mx`, savedById: id, role };
}

const eventsOf = async (subject: string) =>
  (await db.auditEvent.findMany({ where: { subject }, orderBy: { id: "asc" } })).map(({ kind, actorId }) => ({
    kind,
    actorId,
  }));

describe("the audit log of publishing", () => {
  test("a publication, an unpublication, a trip to the trash and back, by whom; nothing for a draft's saves", async () => {
    const editor = await person("editor");
    const { post } = await createPost({ ...aPost(), ...editor });
    await updatePost(post.id, { title: "Otro título" }, editor);
    await updatePost(post.id, { status: "draft" }, editor);
    await updatePost(post.id, { title: "Un borrador" }, editor);
    await updatePost(post.id, { status: "published" }, editor);
    await trashPost(post.id, editor);
    await restoreFromTrash(post.id, editor);
    const by = (kind: string) => ({ kind, actorId: editor.savedById });
    expect(await eventsOf(post.id)).toEqual(
      ["post-published", "post-unpublished", "post-published", "post-trashed", "post-restored"].map(by),
    );
    const draft = await createPost({ ...aPost(), status: "draft", ...editor });
    expect(await eventsOf(draft.post.id)).toEqual([]);
  });

  test("nothing for a change refused or rolled back", async () => {
    const [colaborador, editor] = [await person("colaborador"), await person("editor")];
    const { post } = await createPost({ ...aPost(), status: "draft", ...colaborador });
    await expect(updatePost(post.id, { status: "published" }, colaborador)).rejects.toThrow();
    await expect(trashPost(post.id, { ...colaborador, ifMatch: '"0"' })).rejects.toThrow();
    // The same id again: the insert fails after the event was queued in the same transaction.
    await expect(createPost({ ...aPost({ id: post.id }), ...editor })).rejects.toThrow();
    expect(await eventsOf(post.id)).toEqual([]);
  });

  test("a purge names no one, and a boletín's edition names who sent it", async () => {
    const editor = await person("editor");
    const { post } = await createPost({ ...aPost(), ...editor });
    await trashPost(post.id, { ...editor, now: new Date(Date.now() - (TRASH_DAYS + 1) * DAY_MS) });
    expect(await purgeExpiredTrash()).toContain(post.id);
    expect((await eventsOf(post.id)).at(-1)).toEqual({ kind: "post-purged", actorId: null });

    await db.edition.deleteMany();
    await createPost({ ...aPost(), ...editor });
    const started = await startEdition(new Date(), editor.savedById);
    if (!started.started) throw new Error(`the edition was refused: ${started.reason}`);
    expect(await eventsOf(String(started.id))).toEqual([{ kind: "edition-sent", actorId: editor.savedById }]);
  });
});
