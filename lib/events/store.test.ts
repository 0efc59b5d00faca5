import { anEvent } from "@/scripts/testing/event-fixture";
import { aPost } from "@/scripts/testing/post-fixture";
import { db } from "../db";
import { createPost } from "../newsroom/create-post";
import { etagOf } from "../etag";
import { eventInputSchema } from "../validations/event";
import { createEvent } from "./create-event";
import { deleteEvent } from "./delete-event";
import { DuplicateEventError, EventGoneError, EventNotFoundError, EventRulesError, StaleEventError } from "./errors";
import { listEvents } from "./list-events";
import { requireEvent } from "./stored-event";
import { updateEvent } from "./update-event";

const newEvent = (overrides: Record<string, unknown> = {}) => createEvent(eventInputSchema.parse(anEvent(overrides)));
const change = (overrides: Record<string, unknown>) => eventInputSchema.partial().parse(overrides);

beforeEach(async () => {
  await db.event.deleteMany();
  await db.goneEvent.deleteMany();
});

describe("the event store", () => {
  it("stores an event's times as instants of its zone, its venue, its line-up in order and its description's text", async () => {
    const { id } = await newEvent({
      timeZone: "America/Tijuana",
      startsAt: "2027-07-17T21:00",
      endsAt: "2027-07-18T05:00:00Z",
      lineup: [
        { name: "Nahual", startsAt: "2027-07-17T22:30" },
        { name: "Charlotte de Witte", stage: "Bosque" },
      ],
      description: "**Dos días** en [Tijuana](https://tijuana.example.mx).",
    });
    const event = await requireEvent(id);
    expect(event).toMatchObject({
      startsAt: new Date("2027-07-18T04:00:00Z"),
      endsAt: new Date("2027-07-18T05:00:00Z"),
      timeZone: "America/Tijuana",
      venueName: "Las Estacas",
      city: "Tlaltizapán",
      status: "programado",
      ticketUrl: "",
      priceFrom: null,
      descriptionText: "Dos días en Tijuana.",
      version: 1,
    });
    expect(event.lineup.map(({ name, stage, startsAt }) => [name, stage, startsAt])).toEqual([
      ["Nahual", "", new Date("2027-07-18T05:30:00Z")],
      ["Charlotte de Witte", "Bosque", null],
    ]);
  });

  it("refuses a taken id, and an end before the start however it was written", async () => {
    const { id } = await newEvent();
    await expect(newEvent({ id })).rejects.toBeInstanceOf(DuplicateEventError);
    const backwards = newEvent({ startsAt: "2027-02-26T16:00", endsAt: "2027-02-26T21:00Z" });
    await expect(backwards).rejects.toMatchObject({ problems: { endsAt: { code: "out_of_range" } } });
  });

  it("answers 404 for an id no event had, 410 for a deleted one, whose id a new event may take again", async () => {
    await expect(requireEvent("nunca-hubo")).rejects.toBeInstanceOf(EventNotFoundError);
    const { id } = await newEvent();
    await deleteEvent(id, {});
    await expect(requireEvent(id)).rejects.toBeInstanceOf(EventGoneError);
    await expect(deleteEvent(id, {})).rejects.toBeInstanceOf(EventGoneError);
    await newEvent({ id, name: "Otra vez" });
    expect((await requireEvent(id)).name).toBe("Otra vez");
    expect(await db.goneEvent.count()).toBe(0);
  });

  it("deletes the line-up with its event, remembers its id and unlinks the posts about it", async () => {
    const { id } = await newEvent({ lineup: [{ name: "Nahual" }] });
    const { post } = await createPost({ ...aPost(), savedBy: "prueba" });
    await db.post.update({ where: { id: post.id }, data: { eventId: id } });
    await deleteEvent(id, { ifMatch: etagOf(1) });
    expect(await db.eventPerformer.count({ where: { eventId: id } })).toBe(0);
    expect(await db.goneEvent.findUnique({ where: { id } })).toMatchObject({ id });
    expect(await db.post.findUnique({ where: { id: post.id }, select: { eventId: true } })).toEqual({ eventId: null });
  });

  it("refuses a deletion or a change sent with a stale If-Match, naming the current version", async () => {
    const { id } = await newEvent();
    await updateEvent(id, change({ name: "Nuevo nombre" }), {});
    await expect(deleteEvent(id, { ifMatch: etagOf(1) })).rejects.toMatchObject({ version: 2 });
    await expect(updateEvent(id, change({ name: "Otro" }), { ifMatch: etagOf(1) })).rejects.toBeInstanceOf(
      StaleEventError,
    );
    expect((await requireEvent(id)).name).toBe("Nuevo nombre");
  });
});

describe("a change to an event", () => {
  it("changes only what it names, raises the version, and writes nothing when nothing changes", async () => {
    const { id } = await newEvent({ priceFrom: 1200 });
    const changed = await updateEvent(id, change({ priceTo: 3500, venue: anEvent().venue }), { ifMatch: etagOf(1) });
    expect(changed).toMatchObject({ name: "Bahidorá 2027", priceFrom: 1200, priceTo: 3500, version: 2 });
    expect((await updateEvent(id, change({ priceTo: 3500 }), {})).version).toBe(2);
  });

  it("reads the rules on the event as it would be stored", async () => {
    const { id } = await newEvent({ priceFrom: 1200 });
    await expect(updateEvent(id, change({ priceTo: 800 }), {})).rejects.toMatchObject({
      problems: { priceTo: { code: "out_of_range" } },
    });
    await expect(updateEvent(id, change({ endsAt: "2027-02-26T15:00" }), {})).rejects.toBeInstanceOf(EventRulesError);
  });

  it("reads wall-clock times on the zone the event will have; a new zone alone keeps the instants", async () => {
    const { id, startsAt } = await newEvent();
    const moved = await updateEvent(id, change({ timeZone: "America/Cancun" }), {});
    expect(moved.startsAt).toEqual(startsAt);
    const rewritten = await updateEvent(id, change({ startsAt: "2027-02-26T16:00" }), {});
    expect(rewritten.startsAt).toEqual(new Date("2027-02-26T21:00:00Z"));
  });

  it("replaces the line-up when it names one", async () => {
    const { id } = await newEvent({ lineup: [{ name: "Nahual" }, { name: "Rebolledo" }] });
    const changed = await updateEvent(id, change({ lineup: [{ name: "Rebolledo" }, { name: "Nahual" }] }), {});
    expect(changed.lineup.map(({ name }) => name)).toEqual(["Rebolledo", "Nahual"]);
    expect((await updateEvent(id, change({ name: "Bahidorá" }), {})).lineup).toHaveLength(2);
  });

  it("stores a set's end on the event's clocks, and a change of an end alone is a change", async () => {
    const { id } = await newEvent({
      timeZone: "America/Tijuana",
      lineup: [{ name: "Nahual", stage: "Bosque", startsAt: "2027-07-17T23:30", endsAt: "2027-07-18T01:00" }],
    });
    expect((await requireEvent(id)).lineup[0]).toMatchObject({
      startsAt: new Date("2027-07-18T06:30:00Z"),
      endsAt: new Date("2027-07-18T08:00:00Z"),
    });
    const later = { name: "Nahual", stage: "Bosque", startsAt: "2027-07-17T23:30", endsAt: "2027-07-18T01:30" };
    const changed = await updateEvent(id, change({ lineup: [later] }), {});
    expect(changed).toMatchObject({ version: 2, lineup: [{ endsAt: new Date("2027-07-18T08:30:00Z") }] });
    expect((await updateEvent(id, change({ lineup: [later] }), {})).version).toBe(2);
  });

  it("compares a set's end with its start as instants, however each was written", async () => {
    // Midnight in Mexico City is 23:00 the day before in Tijuana (summer): before the set's start.
    const backwards = { name: "Nahual", startsAt: "2027-07-17T23:30", endsAt: "2027-07-18T00:00:00-06:00" };
    const { id } = await newEvent({ timeZone: "America/Tijuana", lineup: [{ name: "Nahual" }] });
    await expect(updateEvent(id, change({ lineup: [backwards] }), {})).rejects.toMatchObject({
      problems: { lineup: { code: "out_of_range", message: "performer 1 (Nahual): endsAt must be after startsAt" } },
    });
    expect((await requireEvent(id)).version).toBe(1);
  });

  it("keeps a rescheduled event's first start through every move", async () => {
    const { id, startsAt: first } = await newEvent();
    const rescheduled = { status: "reprogramado", startsAt: "2027-03-05T16:00", endsAt: "2027-03-07T06:00" };
    expect((await updateEvent(id, change(rescheduled), {})).previousStartsAt).toEqual(first);
    const again = await updateEvent(id, change({ startsAt: "2027-03-12T16:00", endsAt: "2027-03-14T06:00" }), {});
    expect(again.previousStartsAt).toEqual(first);
    const { id: other } = await newEvent();
    expect((await updateEvent(other, change({ startsAt: "2027-02-26T18:00" }), {})).previousStartsAt).toBeNull();
  });
});

describe("the lists of events", () => {
  const now = new Date("2027-03-01T12:00:00Z");

  it("lists what is not over yet soonest first, what is over latest first, and all by start, page by page", async () => {
    await newEvent({ id: "pasado", startsAt: "2027-01-10T20:00", endsAt: "2027-01-11T04:00" });
    await newEvent({ id: "anterior", startsAt: "2026-12-10T20:00", endsAt: "2026-12-11T04:00" });
    await newEvent({ id: "en-curso", startsAt: "2027-02-27T16:00", endsAt: "2027-03-01T08:00" });
    await newEvent({ id: "proximo", startsAt: "2027-03-20T20:00", endsAt: "2027-03-21T04:00" });
    await newEvent({ id: "despues", startsAt: "2027-04-20T20:00", endsAt: "2027-04-21T04:00" });
    const ids = async (...args: Parameters<typeof listEvents>) => (await listEvents(...args)).map(({ id }) => id);
    expect(await ids("upcoming", {}, now)).toEqual(["en-curso", "proximo", "despues"]);
    expect(await ids("past", {}, now)).toEqual(["pasado", "anterior"]);
    expect(await ids("all", {}, now)).toEqual(["anterior", "pasado", "en-curso", "proximo", "despues"]);
    expect(await ids("upcoming", { limit: 1, offset: 1 }, now)).toEqual(["proximo"]);
  });
});
