// What the guide's pages read, over the real store (both databases).
import { anEvent } from "@/scripts/testing/event-fixture";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { db } from "../db";
import { createPost } from "../newsroom/create-post";
import { POSTS_PER_PAGE } from "../posts";
import { retiredEventKey } from "../retired-posts";
import { eventInputSchema } from "../validations/event";
import { createEvent } from "./create-event";
import { deleteEvent } from "./delete-event";
import { findShownEvent, lineupTopics, postsAbout } from "./event-page";
import { readGoneEventAddresses } from "./gone-events";
import { GUIDE_EVENTS, GUIDE_PAGE_EVENTS, readGuide, readNextEvents, readPastEvents } from "./guide";

const newEvent = (overrides: Record<string, unknown> = {}) => createEvent(eventInputSchema.parse(anEvent(overrides)));

/** An event from `start` to `end`, both written on Mexico City's clocks, in `city`. */
const eventIn = (city: string, startsAt: string, endsAt: string, overrides: Record<string, unknown> = {}) =>
  newEvent({ venue: { name: "Foro", city, state: "Jalisco" }, startsAt, endsAt, ...overrides });

/** Wednesday 3 March 2027, noon in Mexico City. */
const NOW = new Date("2027-03-03T18:00:00Z");

const ids = (events: { id: string }[]) => events.map(({ id }) => id);

beforeEach(async () => {
  await db.event.deleteMany();
  await db.goneEvent.deleteMany();
});

afterAll(() => db.$disconnect());

describe("the guide of upcoming events", () => {
  it("lists what is not over yet, soonest first, with every city and month as filters", async () => {
    const over = await eventIn("Guadalajara", "2027-02-20T20:00", "2027-02-21T04:00");
    const underWay = await eventIn("Tlaltizapán", "2027-02-26T16:00", "2027-03-04T06:00");
    const april = await eventIn("Guadalajara", "2027-04-10T20:00", "2027-04-11T04:00");
    const march = await eventIn("Ciudad de México", "2027-03-20T20:00", "2027-03-21T04:00");
    const guide = (await readGuide({}, NOW))!;
    expect(ids(guide.events)).toEqual([underWay.id, march.id, april.id]);
    expect(ids(guide.events)).not.toContain(over.id);
    expect(guide.cities).toEqual([
      { slug: "ciudad-de-mexico", name: "Ciudad de México" },
      { slug: "guadalajara", name: "Guadalajara" },
      { slug: "tlaltizapan", name: "Tlaltizapán" },
    ]);
    expect(guide.months).toEqual(["2027-02", "2027-03", "2027-04"]);
    // The event under way ends first: the page changes then.
    expect(guide.changesAt).toEqual(new Date(underWay.endsAt.getTime() + 1));
  });

  it("pages the unfiltered guide, shows a filter's first GUIDE_EVENTS, and counts them all", async () => {
    const created = [];
    for (let index = 0; index < GUIDE_EVENTS + 2; index += 1) {
      created.push(
        await eventIn("Puebla", `2027-05-${String(1 + (index % 28)).padStart(2, "0")}T20:00`, "2027-05-30T04:00"),
      );
    }
    const soonest = ids(created.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1)));
    const first = (await readGuide({}, NOW))!;
    expect(first).toMatchObject({ page: 1, pages: 6, total: GUIDE_EVENTS + 2 });
    expect(first.events).toHaveLength(GUIDE_PAGE_EVENTS);
    const last = (await readGuide({}, NOW, 6))!;
    expect(last).toMatchObject({ page: 6, pages: 6, weekend: [] });
    expect(ids([...first.events, ...last.events])).toEqual([
      ...soonest.slice(0, GUIDE_PAGE_EVENTS),
      ...soonest.slice(5 * GUIDE_PAGE_EVENTS),
    ]);
    expect(await readGuide({}, NOW, 7)).toBeNull();
    expect(await readGuide({}, NOW, 0)).toBeNull();
    const city = (await readGuide({ city: "puebla" }, NOW))!;
    expect(city).toMatchObject({ page: 1, pages: 1, total: GUIDE_EVENTS + 2 });
    expect(city.events).toHaveLength(GUIDE_EVENTS);
  });

  it("has a first page when nothing is coming", async () => {
    expect(await readGuide({}, NOW)).toMatchObject({ events: [], total: 0, page: 1, pages: 1 });
  });

  it("keeps a city's and a month's events, both together, and says so when none is left", async () => {
    const gdlMarch = await eventIn("Guadalajara", "2027-03-20T20:00", "2027-03-21T04:00");
    const gdlApril = await eventIn("GUADALAJARA", "2027-04-10T20:00", "2027-04-11T04:00");
    const cdmxMarch = await eventIn("Ciudad de México", "2027-03-27T20:00", "2027-03-28T04:00");
    expect(ids((await readGuide({ city: "guadalajara" }, NOW))!.events)).toEqual([gdlMarch.id, gdlApril.id]);
    expect(ids((await readGuide({ month: "2027-03" }, NOW))!.events)).toEqual([gdlMarch.id, cdmxMarch.id]);
    expect(ids((await readGuide({ city: "guadalajara", month: "2027-04" }, NOW))!.events)).toEqual([gdlApril.id]);
    const none = (await readGuide({ city: "ciudad-de-mexico", month: "2027-04" }, NOW))!;
    expect(none.events).toEqual([]);
    expect(none.city).toEqual({ slug: "ciudad-de-mexico", name: "Ciudad de México" });
    expect((await readGuide({ month: "2028-01" }, NOW))!.months).toContain("2028-01");
  });

  it("knows no month before the current one or more than ten years after it, whatever the city", async () => {
    await eventIn("Guadalajara", "2027-03-20T20:00", "2027-03-21T04:00");
    const underWay = await eventIn("Guadalajara", "2027-02-27T20:00", "2027-03-05T04:00");
    expect(ids((await readGuide({ month: "2027-02" }, NOW))!.events)).toEqual([underWay.id]);
    expect(await readGuide({ month: "2027-03" }, NOW)).not.toBeNull();
    expect(await readGuide({ month: "2037-03" }, NOW)).not.toBeNull();
    for (const month of ["2027-01", "2037-04", "2999-12"]) {
      expect(await readGuide({ month }, NOW)).toBeNull();
      expect(await readGuide({ city: "guadalajara", month }, NOW)).toBeNull();
    }
  });

  it("knows no city no event was ever in, but knows one whose events are over", async () => {
    await eventIn("Mérida", "2027-01-20T20:00", "2027-01-21T04:00");
    expect(await readGuide({ city: "atlantida" }, NOW)).toBeNull();
    const merida = (await readGuide({ city: "merida" }, NOW))!;
    expect(merida.events).toEqual([]);
    expect(merida.cities).toContainEqual({ slug: "merida", name: "Mérida" });
  });

  it("shows this weekend's events, on Mexico City's weekend, only when nothing is filtered", async () => {
    const saturday = await eventIn("Guadalajara", "2027-03-06T21:00", "2027-03-07T03:00");
    await eventIn("Guadalajara", "2027-03-13T21:00", "2027-03-14T03:00");
    expect(ids((await readGuide({}, NOW))!.weekend)).toEqual([saturday.id]);
    expect((await readGuide({ city: "guadalajara" }, NOW))!.weekend).toEqual([]);
    // The block changes by itself at the latest on Monday 00:00 in Mexico City.
    const far = await readGuide({}, new Date("2027-03-08T05:00:00Z"));
    expect(far!.changesAt.getTime()).toBeLessThanOrEqual(Date.parse("2027-03-08T06:00:00Z"));
  });

  it("gives the home page the next four, and when the first of them ends", async () => {
    const events = [];
    for (let day = 10; day < 16; day += 1) {
      events.push(await eventIn("Monterrey", `2027-03-${day}T20:00`, `2027-03-${day}T23:00`));
    }
    const next = await readNextEvents(NOW);
    expect(ids(next.events)).toEqual(ids(events.slice(0, 4)));
    expect(next.changesAt).toEqual(new Date(events[0].endsAt.getTime() + 1));
    await db.event.deleteMany();
    expect(await readNextEvents(NOW)).toEqual({ events: [], changesAt: null });
  });
});

describe("the past events", () => {
  it("come latest first, as many to a page as the news list, and a page past the end is none", async () => {
    const past = [];
    for (let month = 1; month <= POSTS_PER_PAGE + 1; month += 1) {
      const mm = String(month).padStart(2, "0");
      past.push(await eventIn("Puebla", `2026-${mm}-10T20:00`, `2026-${mm}-11T03:00`));
    }
    await eventIn("Puebla", "2027-05-10T20:00", "2027-05-11T03:00");
    const first = (await readPastEvents(1, NOW))!;
    expect(first.pages).toBe(2);
    expect(ids(first.events)).toEqual(ids(past.slice(1).reverse()));
    expect(ids((await readPastEvents(2, NOW))!.events)).toEqual([past[0].id]);
    expect(await readPastEvents(3, NOW)).toBeNull();
    expect(await readPastEvents(0, NOW)).toBeNull();
  });
});

describe("an event's page", () => {
  it("reads the event with its line-up; an id no event has, or no id could be, is none", async () => {
    const event = await newEvent({ lineup: [{ name: "Nahual" }, { name: "Ela Minus" }] });
    expect((await findShownEvent(event.id))!.lineup.map(({ name }) => name)).toEqual(["Nahual", "Ela Minus"]);
    expect(await findShownEvent("no-existe")).toBeNull();
    expect(await findShownEvent("No Es Un Id")).toBeNull();
  });

  it("lists the posts online about it, newest first, and no other", async () => {
    const event = await newEvent();
    const older = await publishPost(aPost({ date: "2027-01-01" }));
    const newer = await publishPost(aPost({ date: "2027-02-01" }));
    const draft = (await createPost({ ...aPost(), status: "draft", savedBy: "test" })).post;
    const other = await publishPost(aPost());
    await db.post.updateMany({ where: { id: { in: [older.id, newer.id, draft.id] } }, data: { eventId: event.id } });
    const posts = await postsAbout(event.id);
    expect(ids(posts)).toEqual([newer.id, older.id]);
    expect(ids(posts)).not.toContain(other.id);
  });

  it("links the line-up's names that are topics with a post online", async () => {
    const topic = `Artista ${Date.now()}`;
    await createPost({ ...aPost(), topics: [topic], savedBy: "test" });
    await createPost({ ...aPost(), topics: ["Solo En Borrador"], status: "draft", savedBy: "test" });
    const topics = await lineupTopics([topic, "Solo En Borrador", "Nadie"]);
    expect([...topics]).toEqual([[topic, `artista-${topic.split(" ")[1]}`]]);
  });

  it("answers 410 once deleted: its address joins the retired ones until a new event takes the id", async () => {
    const event = await newEvent();
    await deleteEvent(event.id, {});
    expect((await readGoneEventAddresses()).get(retiredEventKey(event.id))).toEqual({ status: 410 });
    await newEvent({ id: event.id });
    expect((await readGoneEventAddresses()).has(retiredEventKey(event.id))).toBe(false);
  });
});
