import { databaseFile } from "@/lib/database-url";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { listEvents } from "@/lib/events/list-events";
import { requireEvent } from "@/lib/events/stored-event";
import { timetableDays } from "@/lib/events/timetable";
import { eventJsonLd } from "@/lib/seo/event-json-ld";
import { checkEvent } from "@/scripts/testing/event-check";
import { fillWithPosts } from "@/scripts/testing/site-database";
import { fillWithEvents } from "./events";
import { TIMETABLE_FESTIVAL_ID } from "./timetable-festival";

const NOW = new Date("2026-11-26T11:45:37Z");
const SIX_HOURS_MS = 6 * 3_600_000;

describe("the bench's events", () => {
  let eventId = "";
  beforeAll(() => {
    const file = databaseFile(process.env.DATABASE_URL!);
    fillWithPosts(file, 600);
    ({ eventId } = fillWithEvents(file, 200, NOW));
  });

  it("fill a year around now, half to come, that the store reads as the API would have stored them", async () => {
    const upcoming = await listEvents("upcoming", {}, NOW);
    expect(upcoming.length).toBeGreaterThanOrEqual(95);
    expect(upcoming.length).toBeLessThanOrEqual(105);
    // None ends while the bench runs, which would expire the cached calendar.
    expect(Math.min(...upcoming.map(({ endsAt }) => +endsAt - +NOW))).toBeGreaterThan(SIX_HOURS_MS);
    const all = await listEvents("all");
    expect(new Set(all.map(({ city }) => city)).size).toBe(8);
    expect(new Set(all.map(({ startsAt }) => startsAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(12);
    const errors = all.map(({ id, ...event }) => {
      const jsonLd = eventJsonLd({ id, ...event, media: null });
      return { id, errors: checkEvent(jsonLd, `${env().SITE_URL}/eventos/${id}`).errors };
    });
    expect(errors).toEqual(all.map(({ id }) => ({ id, errors: [] })));

    const shown = await requireEvent(eventId);
    expect(shown).toMatchObject({ status: "programado" });
    expect(+shown.startsAt).toBeGreaterThan(+NOW);
    expect(shown.lineup.every(({ stage, startsAt }) => stage && startsAt)).toBe(true);
    expect(await db.post.count({ where: { eventId } })).toBe(5);
  });

  it("hold a festival of three nights of ten stages, ten sets of an hour each from 18:00 to 04:00", async () => {
    const festival = await requireEvent(TIMETABLE_FESTIVAL_ID);
    expect(festival.lineup).toHaveLength(300);
    const days = timetableDays(festival.lineup, festival.timeZone);
    expect(days.map(({ day }) => day)).toEqual(["2026-12-04", "2026-12-05", "2026-12-06"]);
    for (const { opens, closes, stages } of days) {
      expect(+closes - +opens).toBe(10 * 3_600_000);
      expect(stages.map(({ sets }) => sets.length)).toEqual(Array(10).fill(10));
      expect(stages.flatMap(({ sets }) => sets).every(({ endsAt, lane }) => endsAt && lane === 0)).toBe(true);
    }
    expect(festival.startsAt.toISOString()).toBe("2026-12-05T00:00:00.000Z");
  });
});
