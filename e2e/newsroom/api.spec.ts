import { type APIRequestContext } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";
import { newPost, publish } from "../support/posts";

const auth = { Authorization: apiAuthorization };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const patch = (request: APIRequestContext, id: string, data: object, ifMatch?: string) =>
  request.patch(`/edmNews/${id}`, { data, headers: { ...auth, ...(ifMatch && { "If-Match": ifMatch }) } });

async function created(request: APIRequestContext, extra: object = {}) {
  const post = newPost();
  const response = await request.post("/edmNews/createNews", { data: { ...post, ...extra }, headers: auth });
  expect(response.status()).toBe(201);
  return { post, etag: response.headers()["etag"] };
}

const listed = async (request: APIRequestContext, status: string) =>
  ((await (await request.get(`/edmNews?status=${status}`, { headers: auth })).json()) as { id: string }[]).map(
    (post) => post.id,
  );

test.describe("the newsroom's API", desktopOnly("the API does not depend on the screen"), () => {
  test("PATCH edits with the ETag of the version read; a stale If-Match is 412 and changes nothing", async ({
    request,
  }) => {
    const { post, etag } = await created(request);
    expect(etag).toBe('"1"');
    const edited = await patch(request, post.id, { title: "Corrección en su lugar" }, etag);
    expect(edited.status()).toBe(200);
    expect(edited.headers()["etag"]).toBe('"2"');
    expect(await edited.json()).toMatchObject({ id: post.id, title: "Corrección en su lugar", status: "published" });

    const stale = await patch(request, post.id, { title: "Pisaría la corrección" }, etag);
    expect(stale.status()).toBe(412);
    expect((await stale.json()).error.code).toBe("precondition_failed");
    expect(stale.headers()["etag"]).toBe('"2"');
    const fetched = await request.get(`/edmNews/${post.id}`, { headers: auth });
    expect(fetched.headers()["etag"]).toBe('"2"');
    expect((await fetched.json()).title).toBe("Corrección en su lugar");
    expect((await patch(request, post.id, { title: "Con comodín" }, "*")).status()).toBe(200);
    expect((await patch(request, post.id, { title: "Sin etiqueta" }, '"abc"')).status()).toBe(412);
  });

  test("PATCH refuses every bad field at once, a taken id with 409, and an unknown post with 404", async ({
    request,
  }) => {
    const { post } = await created(request);
    const other = await created(request);
    const bad = await patch(request, post.id, {
      title: " ",
      image: "ftp://x",
      status: "scheduled",
      publishAt: "2030-01-01T10:00:00",
    });
    expect(bad.status()).toBe(400);
    const { error } = await bad.json();
    expect(Object.keys(error.fields).sort()).toEqual(["image", "publishAt", "title"]);
    expect(error.fieldCodes.publishAt).toBe("not_an_instant");

    for (const impossible of ["2030-02-30T10:00:00Z", "2030-02-28T24:00:00Z"]) {
      const moved = await patch(request, post.id, { status: "scheduled", publishAt: impossible });
      expect(moved.status(), impossible).toBe(400);
      expect((await moved.json()).error.fieldCodes, impossible).toEqual({ publishAt: "not_an_instant" });
    }

    const past = await patch(request, post.id, { status: "scheduled", publishAt: "2020-01-01T10:00:00Z" });
    expect((await past.json()).error.fieldCodes).toEqual({ publishAt: "not_in_future" });
    const alone = await patch(request, post.id, { publishAt: inMinutes(60) });
    expect((await alone.json()).error.fieldCodes).toEqual({ publishAt: "not_allowed" });
    const trashedStatus = await patch(request, post.id, { status: "trashed" });
    expect((await trashedStatus.json()).error.fields).toHaveProperty("status");

    const taken = await patch(request, post.id, { id: other.post.id });
    expect(taken.status()).toBe(409);
    expect((await taken.json()).error.fieldCodes).toEqual({ id: "taken" });
    expect((await patch(request, "no-existe-nunca", { title: "X" })).status()).toBe(404);
    const text = await request.patch(`/edmNews/${post.id}`, {
      data: "título",
      headers: { ...auth, "Content-Type": "text/plain" },
    });
    expect(text.status()).toBe(415);
    const large = await patch(request, post.id, { title: "x".repeat(70 * 1024) });
    expect(large.status()).toBe(413);
    expect((await patch(request, post.id, {}, undefined)).status()).toBe(200);
    const unauthorized = await request.patch(`/edmNews/${post.id}`, { data: { title: "X" } });
    expect(unauthorized.status()).toBe(401);
    expect((await request.get(`/edmNews/${post.id}`, { headers: auth })).headers()["etag"]).toBe('"1"');
  });

  test("drafts and scheduled posts are listed by state, never in the public list, and come online", async ({
    request,
  }) => {
    const draft = await created(request, { status: "draft" });
    const scheduled = await created(request, { status: "scheduled", publishAt: inMinutes(60) });
    const publicIds = await listed(request, "published");
    expect(publicIds).not.toContain(draft.post.id);
    expect(publicIds).not.toContain(scheduled.post.id);
    const all = (await (await request.get("/edmNews", { headers: auth })).json()) as { id: string }[];
    expect(all.map((post) => post.id)).not.toContain(draft.post.id);
    expect(await listed(request, "draft")).toContain(draft.post.id);
    expect(await listed(request, "scheduled")).toContain(scheduled.post.id);
    const states = (await (await request.get("/edmNews?status=all&limit=1000", { headers: auth })).json()) as {
      id: string;
      status: string;
    }[];
    expect(states.find((post) => post.id === scheduled.post.id)?.status).toBe("scheduled");
    expect((await request.get(`/post/${draft.post.id}`)).status()).toBe(404);

    const soon = new Date(Date.now() + 2000).toISOString();
    expect((await patch(request, draft.post.id, { status: "scheduled", publishAt: soon })).status()).toBe(200);
    await expect.poll(async () => listed(request, "published"), { timeout: 10_000 }).toContain(draft.post.id);
    const bad = await request.get("/edmNews?status=borrador", { headers: auth });
    expect(bad.status()).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["status"]);
  });

  test("DELETE trashes, restore brings it back, revisions are newest first", async ({ request }) => {
    const { post } = await created(request);
    await patch(request, post.id, { title: "Segunda versión" });
    const deleted = await request.delete(`/edmNews/${post.id}`, { headers: { ...auth, "If-Match": '"1"' } });
    expect(deleted.status()).toBe(412);
    expect((await request.delete(`/edmNews/${post.id}`, { headers: auth })).status()).toBe(204);
    expect(await listed(request, "trashed")).toContain(post.id);
    expect(await listed(request, "published")).not.toContain(post.id);
    const inTrash = await request.get(`/edmNews/${post.id}`, { headers: auth });
    expect((await inTrash.json()).status).toBe("trashed");
    expect((await patch(request, post.id, { title: "No se puede" })).status()).toBe(409);

    const restored = await request.post(`/edmNews/${post.id}/restore`, { headers: auth });
    expect(restored.status()).toBe(200);
    expect(await restored.json()).toMatchObject({ status: "published", title: "Segunda versión" });
    expect((await request.post(`/edmNews/${post.id}/restore`, { headers: auth })).status()).toBe(409);

    const revision = await request.post(`/edmNews/${post.id}/restore?revision=1`, { headers: auth });
    expect(revision.status()).toBe(200);
    expect((await revision.json()).title).toBe(post.title);
    const revisions = (await (await request.get(`/edmNews/${post.id}/revisions`, { headers: auth })).json()) as {
      number: number;
      title: string;
      savedBy: string;
    }[];
    expect(revisions.map((entry) => [entry.number, entry.title])).toEqual([
      [3, post.title],
      [2, "Segunda versión"],
      [1, post.title],
    ]);
    expect(revisions[0].savedBy).toBe("e2e-api");
    expect((await request.post(`/edmNews/${post.id}/restore?revision=9`, { headers: auth })).status()).toBe(404);
    const badNumber = await request.post(`/edmNews/${post.id}/restore?revision=uno`, { headers: auth });
    expect((await badNumber.json()).error.fieldCodes).toEqual({ revision: "not_a_whole_number" });
    expect((await request.get("/edmNews/no-existe-nunca/revisions", { headers: auth })).status()).toBe(404);
  });

  test("a rename moves the post to its new id; the API answers 404 for the former one", async ({ request }) => {
    const { post } = await created(request);
    const renamed = `${post.id}-nuevo`;
    const answer = await patch(request, post.id, { id: renamed });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).id).toBe(renamed);
    expect((await request.get(`/edmNews/${post.id}`, { headers: auth })).status()).toBe(404);
    expect((await request.get(`/edmNews/${renamed}`, { headers: auth })).status()).toBe(200);
    expect(await listed(request, "published")).toContain(renamed);
  });

  test("the new addresses answer other methods with 405 and Allow", async ({ request }) => {
    const { post } = await created(request);
    const cases: [string, string, string][] = [
      ["post", `/edmNews/${post.id}`, "DELETE, GET, HEAD, OPTIONS, PATCH"],
      ["put", `/edmNews/${post.id}`, "DELETE, GET, HEAD, OPTIONS, PATCH"],
      ["get", `/edmNews/${post.id}/restore`, "OPTIONS, POST"],
      ["delete", `/edmNews/${post.id}/revisions`, "GET, HEAD, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await request.fetch(path, { method, headers: auth });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"]).toBe(allow);
    }
  });

  test("createNews still publishes now with the specification's body, and takes a draft", async ({ request }) => {
    const post = newPost();
    const response = await publish(request, post);
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual(post);
    const draft = await created(request, { status: "draft" });
    expect((await (await request.get(`/edmNews/${draft.post.id}`, { headers: auth })).json()).status).toBe("draft");
  });
});
