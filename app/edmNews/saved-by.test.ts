// Every save names its person (issue 41): the API's Basic credential saves as the first Administrador, an editor's
// session as the session's account; a new post is its saver's.
import { db } from "@/lib/db";
import { firstAdministradorId } from "@/scripts/testing/administrador-session";
import { aPost } from "@/scripts/testing/post-fixture";
import { activePerson, editorOf, routeCaller } from "@/scripts/testing/route-calls";
import { POST as createPost } from "./createNews/route";
import { PATCH as changePost } from "./[id]/route";
import { POST as restorePost } from "./[id]/restore/route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const BASIC = `Basic ${Buffer.from(`${process.env.API_USER}:${process.env.API_PASSWORD}`).toString("base64")}`;
const call = routeCaller("198.51.100");
const person = (role: "autor" | "editor" = "autor") => activePerson(role);

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const create = (headers: Record<string, string>, post: object) =>
  createPost(call("POST", "/edmNews/createNews", headers, post), undefined);
const change = (headers: Record<string, string>, id: string, body: object) =>
  changePost(call("PATCH", `/edmNews/${id}`, headers, body), context(id));
const restore = (headers: Record<string, string>, id: string, revision: number) =>
  restorePost(call("POST", `/edmNews/${id}/restore?revision=${revision}`, headers), context(id));

const savers = async (postId: string) =>
  (await db.postRevision.findMany({ where: { postId }, orderBy: { number: "asc" } })).map(
    ({ number, savedBy, savedById }) => [number, savedBy, savedById],
  );
const ownerOf = async (id: string) => (await db.post.findUnique({ where: { id } }))?.ownerId;

describe("who saved each revision", () => {
  test("the API's Basic credential saves as the first Administrador, whose post it is", async () => {
    const administrador = await firstAdministradorId();
    const post = aPost();
    expect((await create({ authorization: BASIC }, post)).status).toBe(201);
    expect((await change({ authorization: BASIC }, post.id, { title: "Otro título para la nota" })).status).toBe(200);
    expect(await ownerOf(post.id)).toBe(administrador);
    expect(await savers(post.id)).toEqual([
      [1, process.env.API_USER, administrador],
      [2, process.env.API_USER, administrador],
    ]);
  });

  test("the editor's save records the session's account, and a post it creates is theirs", async () => {
    const autora = await person();
    const editor = await editorOf(autora.id);
    const post = aPost();
    expect((await create(editor, post)).status).toBe(201);
    expect((await change(editor, post.id, { title: "Título de la autora" })).status).toBe(200);
    expect((await restore(editor, post.id, 1)).status).toBe(200);
    expect(await ownerOf(post.id)).toBe(autora.id);
    expect(await savers(post.id)).toEqual([
      [1, autora.email, autora.id],
      [2, autora.email, autora.id],
      [3, autora.email, autora.id],
    ]);
  });

  test("an Editor's save of an Autor's post names the Editor, and the post stays its owner's", async () => {
    const [owner, other] = [await person(), await person("editor")];
    const post = aPost();
    expect((await create(await editorOf(owner.id), post)).status).toBe(201);
    expect((await change(await editorOf(other.id), post.id, { title: "Corregido por otra persona" })).status).toBe(200);
    expect(await ownerOf(post.id)).toBe(owner.id);
    expect((await savers(post.id)).map(([, , savedById]) => savedById)).toEqual([owner.id, other.id]);
  });

  test("a session whose account was deactivated saves nothing", async () => {
    const autora = await person();
    const editor = await editorOf(autora.id);
    await db.account.update({ where: { id: autora.id }, data: { status: "deactivated" } });
    const post = aPost();
    const refused = await create(editor, post);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: "unauthorized" } });
    expect(await ownerOf(post.id)).toBeUndefined();
  });
});
