import type { Role } from "../team/roles";
import { db } from "../db";
import { listReviewQueue, reviewOfPost } from "../editor/review-queue";
import { activePerson } from "@/scripts/testing/route-calls";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPost } from "./create-post";
import { PostRightError, PostStateConflictError } from "./errors";
import { requestReview, returnFromReview } from "./review";
import { trashPost } from "./trash";
import { updatePost } from "./update-post";

afterAll(() => db.$disconnect());

/** A person as the review reads them (id and role), and as a post's writes name them. */
async function person(role: Role) {
  const { id, email } = await activePerson(role);
  return { id, role, saver: { savedBy: email, savedById: id, role } };
}

async function draftOf({ saver }: Awaited<ReturnType<typeof person>>) {
  return (await createPost({ ...aPost(), status: "draft", ...saver })).post.id;
}

const marksOf = (id: string) =>
  db.post.findUniqueOrThrow({
    where: { id },
    select: { status: true, reviewRequestedAt: true, reviewReturnedAt: true },
  });
const kindsOf = async (subject: string) =>
  (await db.auditEvent.findMany({ where: { subject }, orderBy: { id: "asc" } })).map(({ kind, actorId }) => [
    kind,
    actorId,
  ]);

describe("the review of a draft", () => {
  test("its owner sends it, it waits in the queue oldest first, and an Editor's publication ends the review", async () => {
    const [colaborador, autor, editor] = await Promise.all([person("colaborador"), person("autor"), person("editor")]);
    const first = await draftOf(colaborador);
    const second = await draftOf(autor);
    const early = new Date("2026-12-06T10:00:00Z");
    expect(await requestReview(first, colaborador, early)).toEqual(early);
    await requestReview(second, autor, new Date("2026-12-06T11:00:00Z"));
    // Sent again while it waits, it keeps its place.
    expect(await requestReview(first, colaborador)).toEqual(early);

    const queue = (await listReviewQueue()).filter(({ id }) => [first, second].includes(id));
    expect(queue.map(({ id, writer, requestedAt }) => [id, writer, requestedAt])).toEqual([
      [first, "Persona", early],
      [second, "Persona", new Date("2026-12-06T11:00:00Z")],
    ]);
    expect((await db.post.findUniqueOrThrow({ where: { id: first } })).status).toBe("draft");

    await updatePost(first, { status: "published" }, editor.saver);
    expect(await marksOf(first)).toEqual({ status: "published", reviewRequestedAt: null, reviewReturnedAt: null });
    expect((await listReviewQueue()).map(({ id }) => id)).not.toContain(first);
    expect(await kindsOf(first)).toEqual([
      ["review-requested", colaborador.id],
      ["post-published", editor.id],
    ]);
  });

  test("an Editor sends it back with a note its writer sees until they send it again", async () => {
    const [colaborador, editor] = await Promise.all([person("colaborador"), person("editor")]);
    const id = await draftOf(colaborador);
    await requestReview(id, colaborador);
    const stored = await returnFromReview(id, editor, "Falta la fuente de la cita.");
    expect(stored.note).toBe("Falta la fuente de la cita.");
    expect(await reviewOfPost(id)).toMatchObject({
      ownerId: colaborador.id,
      state: "returned",
      requestedAt: null,
      note: { text: "Falta la fuente de la cita.", by: "Persona" },
    });
    expect((await listReviewQueue()).map((post) => post.id)).not.toContain(id);

    await requestReview(id, colaborador);
    expect(await reviewOfPost(id)).toMatchObject({ state: "review", note: null });
    expect(await db.reviewNote.count({ where: { postId: id } })).toBe(1);
    expect(await kindsOf(id)).toEqual([
      ["review-requested", colaborador.id],
      ["review-returned", editor.id],
      ["review-requested", colaborador.id],
    ]);
  });

  test("is refused to whoever may not act, and a refusal changes nothing", async () => {
    const [colaborador, other, autor, editor, administrador] = await Promise.all(
      ["colaborador", "colaborador", "autor", "editor", "administrador"].map((role) => person(role as Role)),
    );
    const id = await draftOf(colaborador);
    await expect(requestReview(id, other)).rejects.toThrow(PostRightError);
    await expect(requestReview(id, autor)).rejects.toThrow(PostRightError);
    await expect(requestReview(await draftOf(editor), editor)).rejects.toThrow(PostRightError);
    await expect(returnFromReview(id, editor, "Aún no la envió")).rejects.toThrow(PostStateConflictError);

    await requestReview(id, colaborador);
    const waiting = await marksOf(id);
    await expect(returnFromReview(id, colaborador, "Me la devuelvo")).rejects.toThrow(PostRightError);
    await expect(returnFromReview(id, autor, "Tampoco")).rejects.toThrow(PostRightError);
    expect(await marksOf(id)).toEqual(waiting);
    expect(await db.reviewNote.count({ where: { postId: id } })).toBe(0);
    await returnFromReview(id, administrador, "Un Administrador también revisa.");
    expect((await marksOf(id)).reviewReturnedAt).not.toBeNull();
  });

  test("only a draft outside the trash is sent", async () => {
    const autor = await person("autor");
    const published = (await createPost({ ...aPost(), ...autor.saver })).post.id;
    await expect(requestReview(published, autor)).rejects.toThrow(PostStateConflictError);
    const trashed = await draftOf(autor);
    await trashPost(trashed, (await person("editor")).saver);
    await expect(requestReview(trashed, autor)).rejects.toThrow(PostStateConflictError);
    expect(await marksOf(published)).toMatchObject({ reviewRequestedAt: null });
    await expect(requestReview("no-existe-nunca", autor)).rejects.toThrow(/No post has the id/);
  });
});
