// What the guide's pages are kept under in the page cache: their tags, and until when they change by themselves.
import { anEvent } from "@/scripts/testing/event-fixture";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { db } from "../db";
import { eventInputSchema } from "../validations/event";
import { createEvent } from "./create-event";
import { readEventPage } from "./event-page";
import { readPastPage } from "./past-page";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const newEvent = (overrides: Record<string, unknown>) => createEvent(eventInputSchema.parse(anEvent(overrides)));
const keptUnder = () => cacheRecord.keptUnder.flat();

beforeEach(async () => {
  await db.event.deleteMany();
  resetCacheRecord();
});

afterAll(() => db.$disconnect());

describe("the guide's pages in the page cache", () => {
  it("keep an event's page under its tag and the lists', until it ends", async () => {
    const event = await newEvent({ startsAt: "2031-02-26T16:00", endsAt: "2031-02-28T06:00" });
    const page = await readEventPage(event.id);
    expect(page?.over).toBe(false);
    expect(keptUnder()).toEqual(
      expect.arrayContaining([`event:${event.id}`, "lists", `due:${event.endsAt.getTime() + 1}`]),
    );
  });

  it("keep an event over under no instant of its own, and read nothing for an id no event can have", async () => {
    const event = await newEvent({ startsAt: "2020-02-26T16:00", endsAt: "2020-02-28T06:00" });
    expect((await readEventPage(event.id))?.over).toBe(true);
    expect(keptUnder().filter((tag) => tag === `due:${event.endsAt.getTime() + 1}`)).toEqual([]);
    resetCacheRecord();
    expect(await readEventPage("No Es Un Id")).toBeNull();
    expect(keptUnder()).toEqual([]);
  });

  it("keep the past events under the events' tag until the next upcoming event ends and joins them", async () => {
    await newEvent({ startsAt: "2020-02-26T16:00", endsAt: "2020-02-28T06:00" });
    const next = await newEvent({ startsAt: "2031-02-26T16:00", endsAt: "2031-02-28T06:00" });
    expect((await readPastPage("1"))?.events).toHaveLength(1);
    expect(keptUnder()).toEqual(["events", `due:${next.endsAt.getTime() + 1}`]);
    expect(await readPastPage("2")).toBeNull();
    expect(await readPastPage("x")).toBeNull();
  });
});
