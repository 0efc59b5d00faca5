// A post's live updates through the API: who may write them, what they answer, and what a bad update is answered.
import { db } from "@/lib/db";
import { LIVE_TEXT_MAX_LENGTH } from "@/lib/api/live-update-writes";
import { aPost } from "@/scripts/testing/post-fixture";
import { activePerson, editorOf, routeCaller } from "@/scripts/testing/route-calls";
import { POST as createPost } from "../../createNews/route";
import { DELETE as removeUpdate, PATCH as changeUpdate } from "./[updateId]/route";
import { GET as listUpdates, POST as addUpdate } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const call = routeCaller("198.51.103");
/** The API's Basic credential, which reads any post's updates. */
const reader = {
  authorization: `Basic ${Buffer.from(`${process.env.API_USER}:${process.env.API_PASSWORD}`).toString("base64")}`,
};
const at = (id: string) => ({ params: Promise.resolve({ id }) });
const atUpdate = (id: string, updateId: string) => ({ params: Promise.resolve({ id, updateId }) });
const sessionOf = async (role: "colaborador" | "autor" | "editor") => {
  const person = await activePerson(role);
  return { id: person.id, session: await editorOf(person.id) };
};

async function postBy(session: Record<string, string>, status = "published") {
  const post = { ...aPost(), status };
  const created = await createPost(call("POST", "/edmNews/createNews", session, post), undefined);
  expect(created.status).toBe(201);
  return post.id;
}

const add = (id: string, session: Record<string, string>, body: unknown) =>
  addUpdate(call("POST", `/edmNews/${id}/updates`, session, body), at(id));

describe("POST, PATCH and DELETE /edmNews/{id}/updates", () => {
  test("an Autor covers their post live: 201 with the update, its id and its anchor; newest first, pinned on top", async () => {
    const { session } = await sessionOf("autor");
    const id = await postBy(session);
    const first = await add(id, session, { text: "Abren las puertas del **Autódromo**." });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({ text: "Abren las puertas del **Autódromo**.", pinned: false, image: "" });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(created.url).toMatch(new RegExp(`/post/${id}#actualizacion-${created.id}$`));
    expect(first.headers.get("location")).toBe(`/edmNews/${id}/updates/${created.id}`);
    await add(id, session, { text: "Martin Garrix cierra el viernes." });
    const pinned = await (await add(id, session, { text: "Horarios del sábado.", pinned: true })).json();
    await add(id, session, { text: "Llueve en el Autódromo." });

    const listed = await listUpdates(call("GET", `/edmNews/${id}/updates`, reader), at(id));
    expect(listed.status).toBe(200);
    expect((await listed.json()).map(({ text }: { text: string }) => text)).toEqual([
      "Horarios del sábado.",
      "Llueve en el Autódromo.",
      "Martin Garrix cierra el viernes.",
      "Abren las puertas del **Autódromo**.",
    ]);

    const changed = await changeUpdate(
      call("PATCH", `/edmNews/${id}/updates/${pinned.id}`, session, { pinned: false, text: "Horarios, sábado." }),
      atUpdate(id, pinned.id),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: pinned.id, pinned: false, text: "Horarios, sábado." });
    const removed = await removeUpdate(
      call("DELETE", `/edmNews/${id}/updates/${created.id}`, session),
      atUpdate(id, created.id),
    );
    expect(removed.status).toBe(204);
    expect(await db.liveUpdate.count({ where: { postId: id } })).toBe(3);
  });

  test("a Colaborador, who may not publish, and another Autor may not cover the post: 403", async () => {
    const colaborador = await sessionOf("colaborador");
    const theirs = await postBy(colaborador.session, "draft");
    expect((await add(theirs, colaborador.session, { text: "Hola" })).status).toBe(403);
    const owner = await sessionOf("autor");
    const id = await postBy(owner.session);
    expect((await add(id, (await sessionOf("autor")).session, { text: "Hola" })).status).toBe(403);
    expect((await add(id, (await sessionOf("editor")).session, { text: "Hola" })).status).toBe(201);
    expect(await db.liveUpdate.count({ where: { postId: { in: [theirs, id] } } })).toBe(1);
  });

  test("a bad update is a 400 naming its field, another post's or no update a 404, no post a 404", async () => {
    const { session } = await sessionOf("editor");
    const id = await postBy(session);
    for (const [body, field, code] of [
      [{}, "text", "required"],
      [{ text: "a".repeat(LIVE_TEXT_MAX_LENGTH + 1) }, "text", "too_long"],
      [{ text: "Foto", image: "javascript:alert(1)", imageAlt: "x" }, "image", "not_a_url"],
      [{ text: "Foto", image: "https://fotos.example.mx/a.jpg" }, "imageAlt", "required"],
      [{ text: "Hola", pinned: "sí" }, "pinned", "invalid"],
    ] as const) {
      const response = await add(id, session, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fieldCodes[field]).toBe(code);
    }
    const other = await postBy(session);
    const update = await (await add(other, session, { text: "De otra nota" })).json();
    const wrong = await removeUpdate(
      call("DELETE", `/edmNews/${id}/updates/${update.id}`, session),
      atUpdate(id, update.id),
    );
    expect(wrong.status).toBe(404);
    const malformed = await removeUpdate(call("DELETE", `/edmNews/${id}/updates/x`, session), atUpdate(id, "x"));
    expect(malformed.status).toBe(404);
    expect((await add("no-existe-esta-nota", session, { text: "Hola" })).status).toBe(404);
    expect(await db.liveUpdate.count({ where: { postId: { in: [id, other] } } })).toBe(1);
  });
});
