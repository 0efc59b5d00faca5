import { db } from "@/lib/db";
import { anEvent } from "@/scripts/testing/event-fixture";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { DELETE, GET as getEvent, PATCH, PUT } from "./[id]/route";
import { GET as listEvents, POST } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
const CREDENTIALS = `Basic ${Buffer.from(`${process.env.API_USER}:${process.env.API_PASSWORD}`).toString("base64")}`;
let unique = 0;

/** A call with the API's credentials from a client of its own, so the throttles elsewhere do not bind it. */
function call(method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: object } = {}) {
  const client = { "x-forwarded-for": `198.51.100.${(++unique % 200) + 1}`, authorization: CREDENTIALS };
  const json: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  return new Request(`${SITE}${path}`, {
    method,
    headers: { ...client, ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const create = (event: object) => POST(call("POST", "/edmNews/events", { body: event }), undefined);
const read = (id: string) => getEvent(call("GET", `/edmNews/events/${id}`), context(id));
const change = (id: string, body: object, headers: object = {}) =>
  PATCH(call("PATCH", `/edmNews/events/${id}`, { body, headers }), context(id));
const list = (query = "") => listEvents(call("GET", `/edmNews/events${query}`), undefined);

describe("POST /edmNews/events", () => {
  it("creates the event: 201 with its address, its version and every field, times with their zone's offset", async () => {
    const event = anEvent({
      lineup: [
        { name: "Nahual", stage: "Bosque", startsAt: "2027-02-26T23:30", endsAt: "2027-02-27T01:00" },
        { name: "Silvana Estrada" },
      ],
      venue: {
        name: "Las Estacas",
        address: "Tlaltizapán",
        postalCode: " 62770 ",
        city: "Tlaltizapán",
        state: "Morelos",
      },
      priceFrom: 1800,
      priceTo: 4200,
    });
    const response = await create(event);
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(`/edmNews/events/${event.id}`);
    expect(response.headers.get("etag")).toBe('"1"');
    const body = await response.json();
    expect(body).toEqual({
      id: event.id,
      name: "Bahidorá 2027",
      kind: "festival",
      startsAt: "2027-02-26T16:00:00-06:00",
      endsAt: "2027-02-28T06:00:00-06:00",
      timeZone: "America/Mexico_City",
      venue: {
        name: "Las Estacas",
        address: "Tlaltizapán",
        postalCode: "62770",
        city: "Tlaltizapán",
        state: "Morelos",
      },
      lineup: [
        {
          name: "Nahual",
          stage: "Bosque",
          startsAt: "2027-02-26T23:30:00-06:00",
          endsAt: "2027-02-27T01:00:00-06:00",
        },
        { name: "Silvana Estrada", stage: "", startsAt: null, endsAt: null },
      ],
      ticketUrl: "",
      priceFrom: 1800,
      priceTo: 4200,
      status: "programado",
      image: "",
      imageAlt: "",
      description: "",
      organizer: "",
      walkMinutes: null,
      previousStartsAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Object.keys(body).slice(0, 3)).toEqual(["id", "name", "kind"]);
  });

  it("answers each time with the offset of the event's own zone", async () => {
    const event = anEvent({ timeZone: "America/Tijuana", startsAt: "2027-07-17T21:00", endsAt: "2027-07-18T12:00Z" });
    const body = await (await create(event)).json();
    expect(body).toMatchObject({ startsAt: "2027-07-17T21:00:00-07:00", endsAt: "2027-07-18T05:00:00-07:00" });
  });

  it("refuses bad fields with 400, naming each with its code, and stores nothing", async () => {
    const venue = { name: "Foro", postalCode: "627-70", city: "Tlaltizapán", state: "Morelos" };
    const event = anEvent({ timeZone: "Europe/Madrid", priceFrom: 500, priceTo: 100, kind: "rave", venue });
    const response = await create(event);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: "validation",
      fieldCodes: {
        timeZone: "unknown_time_zone",
        priceTo: "out_of_range",
        kind: "invalid",
        "venue.postalCode": "not_a_postal_code",
      },
    });
    const backwards = await create(anEvent({ endsAt: "2027-02-26T15:00" }));
    expect((await backwards.json()).error.fields).toEqual({ endsAt: "must not be before startsAt" });
    expect(await db.event.count({ where: { id: event.id } })).toBe(0);
  });

  it("refuses a set's end without its start, before or at its start, or past a day, naming the line-up", async () => {
    const set = { name: "Nahual", stage: "Bosque", startsAt: "2027-02-26T23:30" };
    const sets = [
      [{ ...set, startsAt: undefined, endsAt: "2027-02-27T01:00" }, "a set with endsAt must have a startsAt"],
      [{ ...set, endsAt: "2027-02-26T23:30:00-06:00" }, "performer 1 (Nahual): endsAt must be after startsAt"],
      [{ ...set, endsAt: "2027-02-28T00:00" }, "performer 1 (Nahual): endsAt must be at most 24 hours after startsAt"],
    ] as const;
    for (const [performer, message] of sets) {
      const event = anEvent({ lineup: [performer] });
      const response = await create(event);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error).toMatchObject({ fieldCodes: { lineup: "out_of_range" }, fields: { lineup: message } });
      expect(await db.event.count({ where: { id: event.id } })).toBe(0);
    }
  });

  it("answers 409 for a taken id, 401 without credentials and 415 for a body that is not JSON", async () => {
    const event = anEvent();
    await create(event);
    const taken = await create({ ...event, name: "Otro" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.fieldCodes).toEqual({ id: "taken" });
    const anonymous = new Request(`${SITE}/edmNews/events`, { method: "POST", body: JSON.stringify(anEvent()) });
    expect((await POST(anonymous, undefined)).status).toBe(401);
    const text = call("POST", "/edmNews/events", { headers: { "content-type": "text/plain" } });
    expect((await POST(text, undefined)).status).toBe(415);
  });

  it("answers 413 for a body over the API's 64 KB, on creation and on change, and stores nothing", async () => {
    const event = anEvent({ description: "x".repeat(65 * 1024) });
    const created = await create(event);
    expect(created.status).toBe(413);
    expect((await created.json()).error.code).toBe("payload_too_large");
    expect((await read(event.id)).status).toBe(404);
    const description = "Tres días en Las Estacas.";
    const stored = anEvent({ description });
    await create(stored);
    expect((await change(stored.id, { description: "x".repeat(65 * 1024) })).status).toBe(413);
    expect((await (await read(stored.id)).json()).description).toBe(description);
  });
});

describe("GET, PATCH and DELETE /edmNews/events/{id}", () => {
  it("reads an event with its ETag; 404 for an id no event has", async () => {
    const event = anEvent();
    await create(event);
    const response = await read(event.id);
    expect([response.status, response.headers.get("etag")]).toEqual([200, '"1"']);
    expect((await response.json()).id).toBe(event.id);
    expect((await read("no-existe")).status).toBe(404);
    expect((await read("NO EXISTE")).status).toBe(404);
  });

  it("changes what the body names: 200 with the next version; 412 with the current ETag for a stale If-Match", async () => {
    const event = anEvent();
    await create(event);
    const changed = await change(event.id, { status: "cancelado", ticketUrl: "https://boletos.example.mx" });
    expect([changed.status, changed.headers.get("etag")]).toEqual([200, '"2"']);
    expect(await changed.json()).toMatchObject({ status: "cancelado", ticketUrl: "https://boletos.example.mx" });
    const stale = await change(event.id, { name: "Tarde" }, { "if-match": '"1"' });
    expect([stale.status, stale.headers.get("etag")]).toEqual([412, '"2"']);
    expect((await change(event.id, { name: "A tiempo" }, { "if-match": '"2"' })).status).toBe(200);
  });

  it("refuses a change that moves the id or ends the event before it starts, naming the field", async () => {
    const event = anEvent();
    await create(event);
    const renamed = await change(event.id, { id: "otro-id" });
    expect([renamed.status, (await renamed.json()).error.fieldCodes]).toEqual([400, { id: "not_allowed" }]);
    const backwards = await change(event.id, { endsAt: "2027-02-26T15:00:00-06:00" });
    expect([backwards.status, (await backwards.json()).error.fieldCodes]).toEqual([400, { endsAt: "out_of_range" }]);
  });

  it("answers 400 naming the field for a year out of 2000-2100 or more than 31 days, on creation and on change", async () => {
    const far = anEvent({ startsAt: "9999-12-31T23:00", endsAt: "9999-12-31T23:30" });
    const refused = await create(far);
    expect([refused.status, (await refused.json()).error.fieldCodes]).toEqual([
      400,
      { startsAt: "out_of_range", endsAt: "out_of_range" },
    ]);
    const long = await create(anEvent({ startsAt: "2027-02-26T16:00", endsAt: "2100-02-26T16:00" }));
    const { error } = await long.json();
    expect([long.status, error.fieldCodes, error.fields]).toEqual([
      400,
      { endsAt: "out_of_range" },
      { endsAt: "must be at most 31 days after startsAt" },
    ]);
    const event = anEvent();
    await create(event);
    const moved = await change(event.id, { startsAt: "9999-02-26T16:00" });
    expect([moved.status, (await moved.json()).error.fieldCodes]).toEqual([400, { startsAt: "out_of_range" }]);
    const stretched = await change(event.id, { endsAt: "2027-04-01T00:00" });
    expect([stretched.status, (await stretched.json()).error.fieldCodes]).toEqual([400, { endsAt: "out_of_range" }]);
    expect(await db.event.count({ where: { id: far.id } })).toBe(0);
    expect((await (await read(event.id)).json()).endsAt).toBe("2027-02-28T06:00:00-06:00");
  });

  it("keeps a rescheduled event's first start in previousStartsAt", async () => {
    const event = anEvent();
    await create(event);
    const moved = await change(event.id, {
      status: "reprogramado",
      startsAt: "2027-03-05T16:00",
      endsAt: "2027-03-07T06:00",
    });
    expect(await moved.json()).toMatchObject({
      startsAt: "2027-03-05T16:00:00-06:00",
      previousStartsAt: "2027-02-26T16:00:00-06:00",
    });
  });

  it("deletes with 204; the event's address then answers 410, and a new event may take its id", async () => {
    const event = anEvent();
    await create(event);
    const deleted = await DELETE(call("DELETE", `/edmNews/events/${event.id}`), context(event.id));
    expect(deleted.status).toBe(204);
    expect((await read(event.id)).status).toBe(410);
    expect((await change(event.id, { name: "Tarde" })).status).toBe(410);
    expect((await create(event)).status).toBe(201);
  });

  it("answers 405 naming the methods it serves", async () => {
    const response = PUT(call("PUT", "/edmNews/events/x"));
    expect([response.status, response.headers.get("allow")]).toEqual([405, "DELETE, GET, HEAD, OPTIONS, PATCH"]);
  });
});

describe("GET /edmNews/events", () => {
  it("lists the events not over yet, soonest first; ?status=past and all, limit and offset", async () => {
    await db.event.deleteMany();
    await create(anEvent({ id: "pronto", startsAt: "2099-01-10T20:00", endsAt: "2099-01-11T04:00" }));
    await create(anEvent({ id: "luego", startsAt: "2099-03-10T20:00", endsAt: "2099-03-11T04:00" }));
    await create(anEvent({ id: "antes", startsAt: "2020-03-10T20:00", endsAt: "2020-03-11T04:00" }));
    const ids = async (query?: string) => ((await (await list(query)).json()) as { id: string }[]).map(({ id }) => id);
    expect(await ids()).toEqual(["pronto", "luego"]);
    expect(await ids("?status=past")).toEqual(["antes"]);
    expect(await ids("?status=all&limit=2&offset=1")).toEqual(["pronto", "luego"]);
    const first = ((await (await list("?limit=1")).json()) as object[])[0];
    expect(first).toMatchObject({
      id: "pronto",
      startsAt: "2099-01-10T20:00:00-06:00",
      venue: { city: "Tlaltizapán" },
    });
  });

  it("refuses an unknown list or a bad range with 400 naming it", async () => {
    for (const [query, field] of [
      ["?status=soon", "status"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
    ]) {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    }
  });
});

describe("the events' cached documents after a write", () => {
  it("are refreshed after each create, change and delete: the event's own tag, the events' lists, the sitemaps", async () => {
    const event = anEvent();
    const expected = [`event:${event.id}`, "events", "sitemaps"];
    resetCacheRecord();
    expect((await create(event)).status).toBe(201);
    expect(cacheRecord.refreshed).toEqual(expected);
    resetCacheRecord();
    expect((await change(event.id, { status: "cancelado" })).status).toBe(200);
    expect(cacheRecord.refreshed).toEqual(expected);
    resetCacheRecord();
    const deleted = await DELETE(call("DELETE", `/edmNews/events/${event.id}`), context(event.id));
    expect(deleted.status).toBe(204);
    expect(cacheRecord.refreshed).toEqual(expected);
  });

  it("are left alone by a write refused", async () => {
    resetCacheRecord();
    expect((await create(anEvent({ kind: "rave" }))).status).toBe(400);
    expect((await change("evento-que-no-existe", { name: "Otro" })).status).toBe(404);
    expect(cacheRecord.refreshed).toEqual([]);
  });
});
