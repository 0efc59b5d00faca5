import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { deleteEvent } from "@/lib/events/delete-event";
import { listEvents } from "@/lib/events/list-events";
import { eventJsonLd } from "@/lib/seo/event-json-ld";
import { DEFAULT_EVENT_TIME_ZONE, instantIn } from "@/lib/validations/event-time";
import { createPost } from "@/lib/newsroom/create-post";
import { checkEvent } from "@/scripts/testing/event-check";
import { aPost } from "@/scripts/testing/post-fixture";
import { sampleEvents } from "./sample-events";
import { samplePosts } from "./sample-posts";
import { sampleEventsOn } from "./seed-events";
import { SAMPLE_LIVE } from "./sample-live";
import { coverageOf, isLiveAt } from "@/lib/newsroom/live-window";
import { seedIfEmpty } from "./seed";

/** A Tuesday evening in Mexico City, and days of the year around the changes of Tijuana's clocks. */
const NOW = new Date("2026-11-24T19:30:00-06:00");
const FIVE_MONTHS_MS = 150 * 86_400_000;
const SEED_DAYS = ["2026-01-02T08:00:00Z", "2026-02-20T06:30:00Z", "2026-06-01T23:00:00Z", "2026-09-12T05:59:00Z"];

beforeEach(async () => {
  await db.event.deleteMany();
  await db.goneEvent.deleteMany();
  await db.post.deleteMany();
});

describe("the sample events", () => {
  it("pass the API's rules on any day the seed runs, and are all still to come, within five months", () => {
    for (const now of [NOW, ...SEED_DAYS.map((day) => new Date(day))]) {
      const events = sampleEventsOn(now).map(({ event }) => event);
      expect(events).toHaveLength(6);
      for (const { startsAt, endsAt, timeZone = DEFAULT_EVENT_TIME_ZONE } of events) {
        expect(+instantIn(endsAt, timeZone)).toBeGreaterThan(+now);
        expect(+instantIn(startsAt, timeZone) - +now).toBeLessThan(FIVE_MONTHS_MS);
      }
    }
  });

  it("cover the kinds, the statuses, the prices, two other zones and a line-up by stage and set time", () => {
    const events = sampleEventsOn(NOW).map(({ event }) => event);
    expect(new Set(events.map(({ kind }) => kind))).toEqual(new Set(["festival", "concierto", "club"]));
    expect(events.map(({ status = "programado" }) => status).sort()).toEqual([
      "cancelado",
      "programado",
      "programado",
      "programado",
      "programado",
      "reprogramado",
    ]);
    const prices = events.map(({ priceFrom, priceTo }) => [priceFrom, priceTo]);
    expect(prices).toContainEqual([0, 0]);
    expect(prices.some(([from, to]) => from === to && from! > 0)).toBe(true);
    expect(prices.some(([from, to]) => to! > from!)).toBe(true);
    expect(events.map(({ timeZone }) => timeZone)).toEqual(
      expect.arrayContaining(["America/Cancun", "America/Tijuana"]),
    );
    expect(events.some(({ lineup = [] }) => lineup.every(({ stage, startsAt }) => stage && startsAt))).toBe(true);
    expect(events.every(({ image, imageAlt, description }) => image && imageAlt && description)).toBe(true);
    // A line break inside a paragraph would show as one (remark-breaks): only a list's items are on lines of their own.
    const blocks = events.flatMap(({ description = "" }) => description.split("\n\n"));
    expect(blocks.filter((block) => block.includes("\n") && !/^(- .+\n?)+$/.test(block))).toEqual([]);
  });

  it("name as their posts only sample posts about that festival", () => {
    for (const { fields, posts = [] } of sampleEvents) {
      const { name } = fields((days, time) => `2027-01-0${days + 1}T${time}`);
      for (const id of posts) {
        const post = samplePosts.find((sample) => sample.id === id);
        expect(post?.topics.some((topic) => name.includes(topic))).toBe(true);
      }
    }
  });
});

describe("seedIfEmpty", () => {
  it("stores the sample posts and events of a new site, with their line-ups, first starts and posts", async () => {
    expect(await seedIfEmpty(db, NOW)).toEqual({ posts: samplePosts.length, events: 6 });
    const upcoming = await listEvents("upcoming", {}, NOW);
    expect(upcoming.map(({ id }) => id).sort()).toEqual(
      sampleEventsOn(NOW)
        .map(({ event }) => event.id)
        .sort(),
    );
    // The next weekend's festival comes first, and the Friday the seed counts from is that of Mexico City.
    expect(upcoming[0]).toMatchObject({ id: "mutek-mexico-muestra", startsAt: new Date("2026-11-28T01:00:00Z") });
    const tijuana = upcoming.find(({ timeZone }) => timeZone === "America/Tijuana")!;
    expect(tijuana).toMatchObject({ status: "reprogramado", startsAt: new Date("2026-12-27T04:00:00Z") });
    expect(tijuana.previousStartsAt).toEqual(new Date("2026-12-13T04:00:00Z"));
    const edc = upcoming.find(({ id }) => id === "edc-mexico-muestra")!;
    expect(edc.lineup.map(({ position, stage }) => [position, stage])).toContainEqual([0, "kineticFIELD"]);
    expect(edc.descriptionText).toMatch(/^Tres noches bajo el cielo eléctrico del Autódromo/);
    const linked = await db.post.findMany({ where: { eventId: { not: null } }, select: { id: true, eventId: true } });
    expect(linked).toHaveLength(4);
    expect(linked).toContainEqual({ id: "edc-mexico-2025-cronica", eventId: "edc-mexico-muestra" });
  });

  it("covers the nearest sample festival live, from before the seed's run to the festival's end", async () => {
    await seedIfEmpty(db, NOW);
    const festival = await db.event.findUniqueOrThrow({ where: { id: SAMPLE_LIVE.event } });
    const live = await db.post.findUniqueOrThrow({
      where: { id: SAMPLE_LIVE.post },
      select: { eventId: true, coverageStart: true, coverageEnd: true, liveUpdates: { orderBy: { createdAt: "asc" } } },
    });
    expect(live.eventId).toBe(festival.id);
    expect(live.coverageStart!.getTime()).toBeLessThan(NOW.getTime());
    expect(live.coverageEnd).toEqual(festival.endsAt);
    expect(isLiveAt(coverageOf(live), NOW)).toBe(true);
    expect(live.liveUpdates.length).toBeGreaterThanOrEqual(3);
    expect(live.liveUpdates.filter(({ pinned }) => pinned)).toHaveLength(1);
    expect(live.liveUpdates.some(({ image, imageAlt }) => image !== "" && imageAlt !== "")).toBe(true);
    for (const { createdAt } of live.liveUpdates) expect(createdAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it("gives each sample event JSON-LD that meets Google's event guidance", async () => {
    await seedIfEmpty(db, NOW);
    const events = await listEvents("upcoming", {}, NOW);
    const checks = events.map((event) => ({
      id: event.id,
      ...checkEvent(eventJsonLd({ ...event, media: null }), `${env().SITE_URL}/eventos/${event.id}`),
    }));
    expect(checks).toEqual(events.map(({ id }) => ({ id, errors: [], warnings: [] })));
  });

  it("seeds once: a second start, or samples the editor deleted, add nothing", async () => {
    await seedIfEmpty(db, NOW);
    expect(await seedIfEmpty(db, NOW)).toEqual({ posts: 0, events: 0 });
    for (const { id } of await listEvents("all")) await deleteEvent(id, {});
    expect(await seedIfEmpty(db, NOW)).toEqual({ posts: 0, events: 0 });
    expect(await db.event.count()).toBe(0);
  });

  it("gives a site already in use, whose posts are not the samples, no sample event", async () => {
    await createPost({ ...aPost(), savedBy: "prueba@pulso.test" });
    expect(await seedIfEmpty(db, NOW)).toEqual({ posts: 0, events: 0 });
    expect(await db.event.count()).toBe(0);
  });
});
