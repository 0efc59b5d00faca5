// The guide in the sitemaps: /eventos, /eventos/pasados and every event's page, each modified when its events were.
import "server-only";
import { db } from "@/lib/db";
import { EVENTS_PATH, eventPath, PAST_EVENTS_PATH } from "@/lib/urls";
import type { SitemapEntry } from "./sitemap";

/** Every event, soonest last; the guide's two lists carry the latest change of any event. */
export async function eventSitemapEntries(): Promise<SitemapEntry[]> {
  const events = await db.event.findMany({
    select: { id: true, updatedAt: true },
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
  });
  const latest = events.reduce<Date | undefined>(
    (max, { updatedAt }) => (max && max > updatedAt ? max : updatedAt),
    undefined,
  );
  return [
    { path: EVENTS_PATH, lastModified: latest },
    { path: PAST_EVENTS_PATH, lastModified: latest },
    ...events.map(({ id, updatedAt }) => ({ path: eventPath(id), lastModified: updatedAt })),
  ];
}
