import ICAL from "ical.js";
import { db } from "@/lib/db";
import { createEvent } from "@/lib/events/create-event";
import { eventInputSchema } from "@/lib/validations/event";
import { anEvent } from "@/scripts/testing/event-fixture";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { GET } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);
jest.mock("next-intl/server", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextIntlServer);

const newEvent = (overrides: Record<string, unknown> = {}) => createEvent(eventInputSchema.parse(anEvent(overrides)));
const uidsOf = (text: string) =>
  ICAL.Component.fromString(text)
    .getAllSubcomponents("vevent")
    .map((event) => String(event.getFirstPropertyValue("uid")).split("@")[0]);

beforeEach(async () => {
  await db.event.deleteMany();
  await db.goneEvent.deleteMany();
  resetCacheRecord();
});

describe("GET /eventos.ics", () => {
  it("serves every upcoming event, soonest first, as a calendar file, and none that is over", async () => {
    const later = await newEvent({ startsAt: "2027-03-20T20:00", endsAt: "2027-03-21T04:00" });
    const sooner = await newEvent({ startsAt: "2027-02-26T16:00", endsAt: "2027-02-28T06:00" });
    await newEvent({ startsAt: "2024-02-23T16:00", endsAt: "2024-02-25T06:00" });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="eventos.ics"');
    const text = await response.text();
    expect(uidsOf(text)).toEqual([sooner.id, later.id]);
    expect(ICAL.Component.fromString(text).getFirstPropertyValue("x-wr-calname")).toBe("Pulso Electrónico: eventos");
  });

  it("is kept under the events' tag until the first of its events is over", async () => {
    const first = await newEvent({ startsAt: "2027-03-01T20:00", endsAt: "2027-03-02T04:00" });
    await newEvent({ startsAt: "2027-02-26T16:00", endsAt: "2027-03-05T06:00" });
    await GET();
    expect(cacheRecord.keptUnder).toEqual([["events"], [`due:${first.endsAt.getTime() + 1}`]]);
  });

  it("is an empty calendar, kept under the events' tag alone, when nothing is upcoming", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(uidsOf(await response.text())).toEqual([]);
    expect(cacheRecord.keptUnder).toEqual([["events"]]);
  });
});
