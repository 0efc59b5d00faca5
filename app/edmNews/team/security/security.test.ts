import { randomUUID } from "node:crypto";
import { issueLink } from "@/lib/members/account-links";
import { requireSecondFactor, secondFactorRequired } from "@/lib/auth/factor-requirement";
import { liveSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { activePerson, editorOf, routeCaller, SITE } from "@/scripts/testing/route-calls";
import { aPost } from "@/scripts/testing/post-fixture";
import { PATCH as renameSelf } from "../../account/route";
import { POST as createPost } from "../../createNews/route";
import { POST as welcome } from "../../../session/bienvenida/route";
import { PUT as putSecurity } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const call = routeCaller("198.51.102");
const putRequirement = async (session: Record<string, string>, body: unknown) =>
  putSecurity(call("PUT", "/edmNews/team/security", session, body), undefined);

beforeEach(() => requireSecondFactor(false, "tests"));

describe("PUT /edmNews/team/security", () => {
  test("an Administrador turns the requirement on and off; an Editor is refused and a bad body named", async () => {
    const administrador = await editorOf((await activePerson("administrador")).id);
    const editor = await editorOf((await activePerson("editor")).id);
    const refused = await putRequirement(editor, { secondFactorRequired: true });
    expect(refused.status).toBe(403);
    expect(await secondFactorRequired()).toBe(false);

    const bad = await putRequirement(administrador, { secondFactorRequired: "yes" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.secondFactorRequired).toMatch(/true or false/);

    const on = await putRequirement(administrador, { secondFactorRequired: true });
    expect([on.status, await on.json()]).toEqual([200, { secondFactorRequired: true }]);
    expect(await secondFactorRequired()).toBe(true);
    expect((await putRequirement(administrador, { secondFactorRequired: false })).status).toBe(200);
    expect(await secondFactorRequired()).toBe(false);
  });
});

describe("a session that must first add a second factor", () => {
  test("changes its own account and is refused any other write, which changes nothing", async () => {
    const eva = await activePerson("editor");
    const session = await editorOf(eva.id, { factorSetup: true });
    const renamed = await renameSelf(call("PATCH", "/edmNews/account", session, { name: "Eva Núñez" }), undefined);
    expect(renamed.status).toBe(200);
    const post = aPost();
    const refused = await createPost(call("POST", "/edmNews/createNews", session, post), undefined);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/second factor/);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  });
});

describe("an invitation accepted while the requirement is on", () => {
  async function invited(role: "editor" | "autor") {
    const id = randomUUID();
    await db.account.create({ data: { id, email: `${id}@example.mx`, name: "", role, status: "invited" } });
    return issueLink(db, id, "invitation", new Date());
  }
  const accept = (token: string) =>
    welcome(
      call("POST", "/session/bienvenida", { origin: SITE }, { token, name: "Nueva", password: "una-clave-larga-1" }),
      undefined,
    );
  const sessionOf = (response: Response) => /=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1];

  test("opens only the account page of an Editor, and the whole session of an Autor", async () => {
    const administrador = await editorOf((await activePerson("administrador")).id);
    await putRequirement(administrador, { secondFactorRequired: true });
    const editor = await accept(await invited("editor"));
    expect([editor.status, await editor.json()]).toEqual([200, { authenticated: true, factorSetup: true }]);
    expect(await liveSession(decodeURIComponent(sessionOf(editor)))).toMatchObject({ factorSetup: true });
    const autor = await accept(await invited("autor"));
    expect(await autor.json()).toEqual({ authenticated: true });
    expect(await liveSession(decodeURIComponent(sessionOf(autor)))).toMatchObject({ factorSetup: false });
  });
});
