// The review through the API: who may send a draft and send it back, and what a bad note is answered.
import { db } from "@/lib/db";
import { REVIEW_NOTE_MAX_LENGTH } from "@/lib/validations/post-fields";
import { aPost } from "@/scripts/testing/post-fixture";
import { activePerson, editorOf, routeCaller } from "@/scripts/testing/route-calls";
import { POST as createPost } from "../../createNews/route";
import { POST as sendBack } from "./return/route";
import { POST as send } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const call = routeCaller("198.51.102");
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const sessionOf = async (role: "colaborador" | "autor" | "editor") => editorOf((await activePerson(role)).id);

async function waitingDraft() {
  const colaborador = await sessionOf("colaborador");
  const post = aPost();
  const created = await createPost(
    call("POST", "/edmNews/createNews", colaborador, { ...post, status: "draft" }),
    undefined,
  );
  expect(created.status).toBe(201);
  expect((await send(call("POST", `/edmNews/${post.id}/review`, colaborador), context(post.id))).status).toBe(200);
  return { id: post.id, colaborador };
}

const returnOf = (id: string, session: Record<string, string>, body: unknown) =>
  sendBack(call("POST", `/edmNews/${id}/review/return`, session, body), context(id));

describe("POST /edmNews/{id}/review and /review/return", () => {
  test("an Editor sends a waiting draft back with a note: 201, and the draft is out of the queue", async () => {
    const { id } = await waitingDraft();
    const response = await returnOf(id, await sessionOf("editor"), { note: "  Revisa el titular.  " });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id, review: "returned", note: { note: "Revisa el titular." } });
    expect(await db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewRequestedAt: null });
  });

  test("a missing, empty or too long note is a 400 naming the note, and nothing changes", async () => {
    const { id } = await waitingDraft();
    const editor = await sessionOf("editor");
    const tooLong = "a".repeat(REVIEW_NOTE_MAX_LENGTH + 1);
    for (const [body, code] of [
      [{}, "required"],
      [{ note: "   " }, "required"],
      [{ note: tooLong }, "too_long"],
    ] as const) {
      const response = await returnOf(id, editor, body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect([error.code, error.fieldCodes.note, error.fields.note]).toEqual([
        "validation",
        code,
        expect.stringMatching(/empty|required|at most 1000/),
      ]);
    }
    expect(await db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewReturnedAt: null });
  });

  test("a Colaborador or an Autor may not send back: 403 not_permitted, and the draft still waits", async () => {
    const { id, colaborador } = await waitingDraft();
    for (const session of [colaborador, await sessionOf("autor")]) {
      const response = await returnOf(id, session, { note: "Me la devuelvo" });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("not_permitted");
    }
    expect(await db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewReturnedAt: null });
    expect(await db.reviewNote.count({ where: { postId: id } })).toBe(0);
  });

  test("another's draft is a 403, a published post a 409, an unknown one a 404", async () => {
    const { id } = await waitingDraft();
    const other = await sessionOf("colaborador");
    const refused = await send(call("POST", `/edmNews/${id}/review`, other), context(id));
    expect([refused.status, (await refused.json()).error.code]).toEqual([403, "not_permitted"]);

    const autor = await sessionOf("autor");
    const published = aPost();
    await createPost(call("POST", "/edmNews/createNews", autor, published), undefined);
    const conflict = await send(call("POST", `/edmNews/${published.id}/review`, autor), context(published.id));
    expect([conflict.status, (await conflict.json()).error.code]).toEqual([409, "conflict"]);
    const missing = await send(call("POST", "/edmNews/no-existe-nunca/review", autor), context("no-existe-nunca"));
    expect(missing.status).toBe(404);
  });
});
