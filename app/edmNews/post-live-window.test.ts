// A post's live coverage window through the posts API (docs/live.md): `live: { start, end }` on create and PATCH, a
// bound left out taken from the post's event, null to end it.
import { anEvent } from "@/scripts/testing/event-fixture";
import { aPost } from "@/scripts/testing/post-fixture";
import { POST as createPost } from "./createNews/route";
import { GET as readPost, PATCH as changePost } from "./[id]/route";
import { POST as createEvent } from "./events/route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
const CREDENTIALS = `Basic ${Buffer.from(`${process.env.API_USER}:${process.env.API_PASSWORD}`).toString("base64")}`;
let unique = 0;

function call(method: string, path: string, body?: unknown) {
  return new Request(`${SITE}${path}`, {
    method,
    headers: {
      "x-forwarded-for": `198.51.100.${(++unique % 200) + 1}`,
      authorization: CREDENTIALS,
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const create = (post: object) => createPost(call("POST", "/edmNews/createNews", post), undefined);
const read = async (id: string) => (await readPost(call("GET", `/edmNews/${id}`), context(id))).json();
const change = (id: string, body: object) => changePost(call("PATCH", `/edmNews/${id}`, body), context(id));

const START = "2027-02-26T22:00:00.000Z";
const END = "2027-03-01T08:00:00.000Z";

async function anEventStored(): Promise<{ id: string; startsAt: string; endsAt: string }> {
  const event = anEvent({ startsAt: START, endsAt: END });
  expect((await createEvent(call("POST", "/edmNews/events", event), undefined)).status).toBe(201);
  return { id: event.id, startsAt: START, endsAt: END };
}

describe("a post's live coverage window in the posts API", () => {
  it("is taken on creation as sent, answered by createNews and every read, and absent posts answer live: null", async () => {
    const post = aPost();
    const created = await create({ ...post, live: { start: "2027-02-27T16:00:00-06:00", end: END } });
    expect(created.status).toBe(201);
    const live = { start: "2027-02-27T22:00:00.000Z", end: END };
    expect((await created.json()).live).toEqual(live);
    expect((await read(post.id)).live).toEqual(live);
    const plain = aPost();
    expect(await (await create(plain)).json()).not.toHaveProperty("live");
    expect((await read(plain.id)).live).toBeNull();
  });

  it("takes a bound left out from the post's event, and null ends the coverage", async () => {
    const event = await anEventStored();
    const post = aPost();
    expect((await create({ ...post, event: event.id, live: {} })).status).toBe(201);
    expect((await read(post.id)).live).toEqual({ start: event.startsAt, end: event.endsAt });
    const later = "2027-02-27T02:00:00.000Z";
    const changed = await change(post.id, { live: { start: later } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).live).toEqual({ start: later, end: event.endsAt });
    const ended = await change(post.id, { live: null });
    expect((await ended.json()).live).toBeNull();
  });

  it("raises the version once for a change of it, and not for the same window sent again", async () => {
    const post = aPost();
    const live = { start: START, end: END };
    await create({ ...post, live });
    const first = await change(post.id, { live: { start: START, end: "2027-03-01T09:00:00.000Z" } });
    const version = first.headers.get("etag");
    const again = await change(post.id, { live: { start: START, end: "2027-03-01T09:00:00.000Z" } });
    expect(again.headers.get("etag")).toBe(version);
  });

  it.each([
    [{ live: { start: START } }, "live", "required", "needs a start and an end, or an event to take them from"],
    [{ live: { start: END, end: START } }, "live", "out_of_range", "must end after it starts"],
    [{ live: { start: START, end: "2027-03-20T00:00:00Z" } }, "live", "out_of_range", "must last at most 14 days"],
    [{ live: { start: "2027-02-30T10:00:00Z", end: END } }, "live.start", "not_an_instant", undefined],
    [{ live: { start: START, end: "2027-02-27 10:00" } }, "live.end", "not_an_instant", undefined],
    [{ live: { from: START } }, "live", "invalid", undefined],
    [{ live: "today" }, "live", "not_an_object", undefined],
  ])("refuses %j with a 400 naming %s (%s), and stores nothing", async (body, field, code, message) => {
    const post = aPost();
    const answer = await create({ ...post, ...body });
    expect(answer.status).toBe(400);
    const { error } = await answer.json();
    expect(error.fieldCodes).toEqual({ [field]: code });
    if (message) expect(error.fields[field]).toBe(message);
    expect((await readPost(call("GET", `/edmNews/${post.id}`), context(post.id))).status).toBe(404);
  });

  it("answers an event that does not exist as unknown_event, not as a missing bound", async () => {
    const answer = await create({ ...aPost(), event: "no-existe", live: {} });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.fieldCodes).toEqual({ event: "unknown_event" });
  });
});
