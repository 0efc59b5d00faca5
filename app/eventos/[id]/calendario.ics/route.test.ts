import ICAL from "ical.js";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createEvent } from "@/lib/events/create-event";
import { deleteEvent } from "@/lib/events/delete-event";
import { updateEvent } from "@/lib/events/update-event";
import { eventInputSchema } from "@/lib/validations/event";
import { anEvent } from "@/scripts/testing/event-fixture";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { GET } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);
jest.mock("next-intl/server", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextIntlServer);

const SITE = env().SITE_URL;
const newEvent = (overrides: Record<string, unknown> = {}) => createEvent(eventInputSchema.parse(anEvent(overrides)));
const read = (id: string) =>
  GET(new Request(`${SITE}/eventos/${id}/calendario.ics`), { params: Promise.resolve({ id }) });
const veventsOf = (text: string) => ICAL.Component.fromString(text).getAllSubcomponents("vevent");

beforeEach(() => resetCacheRecord());

describe("GET /eventos/{id}/calendario.ics", () => {
  it("serves the event alone as a calendar file named after it, kept under the event's tag", async () => {
    const event = await newEvent({ status: "cancelado" });
    const response = await read(event.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${event.id}.ics"`);
    const calendar = ICAL.Component.fromString(await response.text());
    expect(calendar.getFirstPropertyValue("source")).toBe(`${SITE}/eventos/${event.id}/calendario.ics`);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(event.name);
    const [vevent, ...others] = calendar.getAllSubcomponents("vevent");
    expect(others).toEqual([]);
    expect(vevent.getFirstPropertyValue("uid")).toBe(`${event.id}@${new URL(SITE).host}`);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("url")).toBe(`${SITE}/eventos/${event.id}`);
    expect(cacheRecord.keptUnder).toEqual([[`event:${event.id}`]]);
  });

  it("raises SEQUENCE with each change, keeping the UID", async () => {
    const event = await newEvent();
    const before = veventsOf(await (await read(event.id)).text())[0];
    await updateEvent(event.id, { name: "Bahidorá 2027: segunda fecha" }, {});
    const after = veventsOf(await (await read(event.id)).text())[0];
    expect(after.getFirstPropertyValue("uid")).toBe(before.getFirstPropertyValue("uid"));
    expect([before, after].map((one) => one.getFirstPropertyValue("sequence"))).toEqual([1, 2]);
    expect(after.getFirstPropertyValue("summary")).toBe("Bahidorá 2027: segunda fecha");
  });

  it("answers 404 for an id no event has or could have, and 410 once the event is deleted", async () => {
    expect((await read("evento-que-no-existe")).status).toBe(404);
    expect((await read("No Es Un Id")).status).toBe(404);
    const event = await newEvent();
    await deleteEvent(event.id, {});
    const gone = await read(event.id);
    expect(gone.status).toBe(410);
    expect(gone.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(await db.event.count({ where: { id: event.id } })).toBe(0);
  });
});
