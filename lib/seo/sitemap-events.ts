// The guide in the sitemaps: /eventos, /eventos/pasados, every event's page and, for a line-up with set times, its
// timetable's days, each modified when its event was.
import "server-only";
import { db } from "@/lib/db";
import { timetableDays } from "@/lib/events/timetable";
import { EVENTS_PATH, eventPath, PAST_EVENTS_PATH, timetablePath } from "@/lib/urls";
import type { SitemapEntry } from "./sitemap";

/**
 * The timetable's addresses of each event whose line-up has a set time, by event: the first day at /horarios, each
 * later day at its date (the first day's dated address names /horarios as its canonical one, and is left out).
 */
async function timetablePaths(): Promise<Map<string, string[]>> {
  const events = await db.event.findMany({
    where: { lineup: { some: { startsAt: { not: null } } } },
    select: {
      id: true,
      timeZone: true,
      lineup: { select: { name: true, position: true, stage: true, startsAt: true, endsAt: true } },
    },
  });
  return new Map(
    events.map(({ id, timeZone, lineup }) => {
      const [, ...later] = timetableDays(lineup, timeZone);
      return [id, [timetablePath(id), ...later.map(({ day }) => timetablePath(id, day))]];
    }),
  );
}

/** Every event, soonest last, each followed by its timetable; the guide's two lists carry the latest change of any event. */
export async function eventSitemapEntries(): Promise<SitemapEntry[]> {
  const [events, timetables] = await Promise.all([
    db.event.findMany({ select: { id: true, updatedAt: true }, orderBy: [{ startsAt: "desc" }, { id: "asc" }] }),
    timetablePaths(),
  ]);
  const latest = events.reduce<Date | undefined>(
    (max, { updatedAt }) => (max && max > updatedAt ? max : updatedAt),
    undefined,
  );
  return [
    { path: EVENTS_PATH, lastModified: latest },
    { path: PAST_EVENTS_PATH, lastModified: latest },
    ...events.flatMap(({ id, updatedAt }) =>
      [eventPath(id), ...(timetables.get(id) ?? [])].map((path) => ({ path, lastModified: updatedAt })),
    ),
  ];
}
