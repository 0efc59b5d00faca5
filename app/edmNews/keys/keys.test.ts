// A person's keys through the API (issue 41): made and revoked with an editor session only, used as Basic credentials
// with the person's role, and refused at once once revoked.
import { db } from "@/lib/db";
import type { Role } from "@/lib/team/roles";
import { aPost } from "@/scripts/testing/post-fixture";
import { activePerson, editorOf, routeCaller } from "@/scripts/testing/route-calls";
import { GET as readPosts } from "../route";
import { POST as createPost } from "../createNews/route";
import { DELETE as trashPost } from "../[id]/route";
import { POST as createEvent } from "../events/route";
import { GET as othersKeys } from "../team/[id]/keys/route";
import { DELETE as revoke } from "./[id]/route";
import { GET as ownKeys, POST as createKey } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const call = routeCaller("198.51.101");
const person = async (role: Role) => (await activePerson(role)).id;
const basic = (key: { id: string; secret: string }) => ({
  authorization: `Basic ${Buffer.from(`${key.id}:${key.secret}`).toString("base64")}`,
});
const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function newKey(session: Record<string, string>, name = "Script") {
  const response = await createKey(call("POST", "/edmNews/keys", session, { name }), undefined);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string; secret: string; createdAt: string };
}

describe("a person's key", () => {
  test("is made with a session, reads and publishes as its person, and is refused once revoked", async () => {
    const autora = await person("autor");
    const session = await editorOf(autora);
    const key = await newKey(session);
    const listed = await (await ownKeys(call("GET", "/edmNews/keys", session), undefined)).json();
    expect(listed).toEqual([{ id: key.id, name: "Script", createdAt: key.createdAt, lastUsedAt: null }]);

    expect((await readPosts(call("GET", "/edmNews", basic(key)), undefined)).status).toBe(200);
    const post = aPost();
    expect((await createPost(call("POST", "/edmNews/createNews", basic(key), post), undefined)).status).toBe(201);
    const [revision] = await db.postRevision.findMany({ where: { postId: post.id } });
    expect([revision.savedBy, revision.savedById]).toEqual([key.id, autora]);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt).not.toBeNull();

    expect((await revoke(call("DELETE", `/edmNews/keys/${key.id}`, session), context(key.id))).status).toBe(204);
    const refused = await readPosts(call("GET", "/edmNews", basic(key)), undefined);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  test("of a Colaborador is refused an Editor's action with 403 not_permitted, and nothing changes", async () => {
    const editora = await editorOf(await person("editor"));
    const post = aPost();
    expect((await createPost(call("POST", "/edmNews/createNews", editora, post), undefined)).status).toBe(201);
    const key = await newKey(await editorOf(await person("colaborador")));
    const before = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    const refusals = [
      await trashPost(call("DELETE", `/edmNews/${post.id}`, basic(key)), context(post.id)),
      await createEvent(call("POST", "/edmNews/events", basic(key), { name: "Fiesta" }), undefined),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "not_permitted" } });
    }
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toEqual(before);
  });

  test("manages no key: keys are made, listed and revoked with an editor session only", async () => {
    const key = await newKey(await editorOf(await person("administrador")));
    const refusals = [
      await ownKeys(call("GET", "/edmNews/keys", basic(key)), undefined),
      await createKey(call("POST", "/edmNews/keys", basic(key), { name: "Otra" }), undefined),
      await revoke(call("DELETE", `/edmNews/keys/${key.id}`, basic(key)), context(key.id)),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
    }
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).toBeNull();
  });

  test("of another is not found for a non-Administrador, and an Administrador lists and revokes it", async () => {
    const autora = await person("autor");
    const key = await newKey(await editorOf(autora));
    const editora = await editorOf(await person("editor"));
    const notFound = await revoke(call("DELETE", `/edmNews/keys/${key.id}`, editora), context(key.id));
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({ error: { code: "not_found" } });
    const forbidden = await othersKeys(call("GET", `/edmNews/team/${autora}/keys`, editora), context(autora));
    expect(forbidden.status).toBe(403);

    const administradora = await editorOf(await person("administrador"));
    const listed = await othersKeys(call("GET", `/edmNews/team/${autora}/keys`, administradora), context(autora));
    expect((await listed.json()).map((listedKey: { id: string }) => listedKey.id)).toEqual([key.id]);
    expect((await revoke(call("DELETE", `/edmNews/keys/${key.id}`, administradora), context(key.id))).status).toBe(204);
    expect((await readPosts(call("GET", "/edmNews", basic(key)), undefined)).status).toBe(401);
  });
});
