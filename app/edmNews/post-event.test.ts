import { db } from "@/lib/db";
import { anEvent } from "@/scripts/testing/event-fixture";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { aPost } from "@/scripts/testing/post-fixture";
import { POST as createPost } from "./createNews/route";
import { DELETE as trashPost, GET as readPost, PATCH as changePost } from "./[id]/route";
import { DELETE as deleteEvent, PATCH as changeEvent } from "./events/[id]/route";
import { POST as createEvent } from "./events/route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
const CREDENTIALS = `Basic ${Buffer.from(`${process.env.API_USER}:${process.env.API_PASSWORD}`).toString("base64")}`;
let unique = 0;

/** A call with the API's credentials from a client of its own, so the throttles elsewhere do not bind it. */
function call(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {
    "x-forwarded-for": `198.51.100.${(++unique % 200) + 1}`,
    authorization: CREDENTIALS,
    ...(body !== undefined && { "content-type": "application/json" }),
  };
  return new Request(`${SITE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const create = (post: object) => createPost(call("POST", "/edmNews/createNews", post), undefined);
const read = (id: string) => readPost(call("GET", `/edmNews/${id}`), context(id));
const change = (id: string, body: object) => changePost(call("PATCH", `/edmNews/${id}`, body), context(id));
const trash = (id: string) => trashPost(call("DELETE", `/edmNews/${id}`), context(id));

async function anEventStored(overrides: Record<string, unknown> = {}): Promise<string> {
  const event = anEvent(overrides);
  expect((await createEvent(call("POST", "/edmNews/events", event), undefined)).status).toBe(201);
  return event.id;
}

const eventIdOf = async (postId: string) =>
  (await db.post.findUniqueOrThrow({ where: { id: postId }, select: { eventId: true } })).eventId;

describe("a post's event in the posts API", () => {
  it("is taken on creation and answered by createNews and by every read of the post", async () => {
    const event = await anEventStored();
    const post = aPost();
    const created = await create({ ...post, event });
    expect(created.status).toBe(201);
    expect((await created.json()).event).toBe(event);
    expect((await (await read(post.id)).json()).event).toBe(event);
    expect(await eventIdOf(post.id)).toBe(event);
  });

  it("is null when none is named, and a post without one answers event: null", async () => {
    const post = aPost();
    expect(await (await create(post)).json()).not.toHaveProperty("event");
    const empty = aPost();
    expect((await (await create({ ...empty, event: "" })).json()).event).toBeNull();
    expect((await (await read(post.id)).json()).event).toBeNull();
  });

  it("refuses an id no event has with 400 naming the field, and stores no post", async () => {
    const post = aPost();
    const refused = await create({ ...post, event: "festival-que-no-existe" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: "validation",
      fieldCodes: { event: "unknown_event" },
      fields: { event: 'No event has the id "festival-que-no-existe".' },
    });
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
    const notText = await create({ ...aPost(), event: 42 });
    expect([notText.status, (await notText.json()).error.fieldCodes]).toEqual([400, { event: "not_text" }]);
  });

  it("is set, changed and cleared by PATCH, raising the version without a revision", async () => {
    const [first, second] = [await anEventStored(), await anEventStored()];
    const post = aPost();
    await create(post);
    const set = await change(post.id, { event: first });
    expect([set.status, set.headers.get("etag"), (await set.json()).event]).toEqual([200, '"2"', first]);
    const moved = await change(post.id, { event: ` ${second} ` });
    expect((await moved.json()).event).toBe(second);
    const cleared = await change(post.id, { event: null });
    expect([(await cleared.json()).event, cleared.headers.get("etag")]).toEqual([null, '"4"']);
    expect((await (await change(post.id, { event: "" })).json()).event).toBeNull();
    expect(await db.postRevision.count({ where: { postId: post.id } })).toBe(1);
    const unchanged = await change(post.id, { title: "Otro título" });
    expect((await unchanged.json()).event).toBeNull();
  });

  it("refuses by PATCH an id no event has, leaving the post's event as it was", async () => {
    const event = await anEventStored();
    const post = aPost();
    await create({ ...post, event });
    const refused = await change(post.id, { event: "otro-que-no-existe", title: "No se guarda" });
    expect([refused.status, (await refused.json()).error.fieldCodes]).toEqual([400, { event: "unknown_event" }]);
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ eventId: event, version: 1 });
  });

  it("is emptied when the event is deleted: the post stays, about nothing", async () => {
    const event = await anEventStored();
    const post = aPost();
    await create({ ...post, event });
    expect((await deleteEvent(call("DELETE", `/edmNews/events/${event}`), context(event))).status).toBe(204);
    expect((await (await read(post.id)).json()).event).toBeNull();
  });
});

describe("the pages refreshed when a post's event or an event with posts changes", () => {
  it("a published post with an event refreshes the event's page; setting, moving or clearing it, both events'", async () => {
    const [first, second] = [await anEventStored(), await anEventStored()];
    const post = aPost();
    resetCacheRecord();
    await create({ ...post, event: first });
    expect(cacheRecord.refreshed).toContain(`event:${first}`);
    resetCacheRecord();
    await change(post.id, { event: second });
    expect(cacheRecord.refreshed).toEqual(expect.arrayContaining([`event:${first}`, `event:${second}`]));
    resetCacheRecord();
    await change(post.id, { title: "Un título nuevo" });
    expect(cacheRecord.refreshed).toContain(`event:${second}`);
    expect(cacheRecord.refreshed).not.toContain(`event:${first}`);
    resetCacheRecord();
    await change(post.id, { event: null });
    expect(cacheRecord.refreshed).toContain(`event:${second}`);
  });

  it("a rename or the trash refreshes the event's page; a draft refreshes none", async () => {
    const event = await anEventStored();
    const post = aPost();
    await create({ ...post, event });
    resetCacheRecord();
    await change(post.id, { id: `${post.id}-nuevo` });
    expect(cacheRecord.refreshed).toContain(`event:${event}`);
    resetCacheRecord();
    expect((await trash(`${post.id}-nuevo`)).status).toBe(204);
    expect(cacheRecord.refreshed).toContain(`event:${event}`);
    resetCacheRecord();
    const draft = aPost();
    await create({ ...draft, event, status: "draft" });
    await change(draft.id, { title: "Aún un borrador" });
    expect(cacheRecord.refreshed.filter((tag) => tag.startsWith("event:"))).toEqual([]);
  });

  it("a change or a deletion of an event refreshes the pages of the posts about it, and only those", async () => {
    const event = await anEventStored();
    const [about, other] = [aPost(), aPost()];
    await create({ ...about, event });
    await create(other);
    resetCacheRecord();
    await changeEvent(call("PATCH", `/edmNews/events/${event}`, { status: "cancelado" }), context(event));
    expect(cacheRecord.refreshed).toEqual([`event:${event}`, "events", "sitemaps", `post:${about.id}`]);
    resetCacheRecord();
    await deleteEvent(call("DELETE", `/edmNews/events/${event}`), context(event));
    expect(cacheRecord.refreshed).toEqual([`event:${event}`, "events", "sitemaps", `post:${about.id}`]);
  });
});
