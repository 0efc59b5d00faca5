import { databaseFile } from "@/lib/database-url";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { listEvents } from "@/lib/events/list-events";
import { requireEvent } from "@/lib/events/stored-event";
import { eventJsonLd } from "@/lib/seo/event-json-ld";
import { checkEvent } from "@/scripts/testing/event-check";
import { fillWithPosts } from "@/scripts/testing/site-database";
import { fillWithEvents } from "./events";

const NOW = new Date("2026-11-26T11:45:37Z");
const SIX_HOURS_MS = 6 * 3_600_000;

describe("the bench's events", () => {
  it("fill a year around now, half to come, that the store reads as the API would have stored them", async () => {
    const file = databaseFile(process.env.DATABASE_URL!);
    fillWithPosts(file, 600);
    const { eventId } = fillWithEvents(file, 200, NOW);

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
});
