// The newsroom's clock: instants as Mexico City reads them, whatever the server's or the browser's own time zone.
import { tz, tzOffset } from "@date-fns/tz";
import { format, formatISO } from "date-fns";
import { NEWSROOM_TIME_ZONE, utcDay } from "./calendar-date";

const inNewsroom = { in: tz(NEWSROOM_TIME_ZONE) };

/**
 * An instant that has the offset Mexico City's clocks had at `wall`, a wall-clock time with its digits read as UTC:
 * the offset at those digits is at most one change of the clocks off, and the instant it points to has the time's own
 * (for a time the clocks skipped, the offset after the jump). Not TZDate's constructor: which of two times a change
 * of the clocks makes it picks depends on the host's own time zone.
 */
export const nearNewsroomTime = (wall: number) =>
  new Date(wall - tzOffset(NEWSROOM_TIME_ZONE, new Date(wall)) * 60_000);

/** The instant a calendar day (YYYY-MM-DD) starts in Mexico City, with the offset of that day (summer time until 2022). */
export function startOfNewsroomDay(date: string): Date {
  const midnight = utcDay(date).getTime();
  return new Date(midnight - tzOffset(NEWSROOM_TIME_ZONE, nearNewsroomTime(midnight)) * 60_000);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Mexico City. */
export const newsroomDay = (instant: Date) => formatISO(instant, { ...inNewsroom, representation: "date" });

/** ISO 8601 with Mexico City's offset, e.g. "2025-03-01T00:00:00-06:00" (JSON-LD, news sitemap). */
export const isoInNewsroom = (instant: Date) => formatISO(instant, inNewsroom);

/** RFC 822 as RSS 2.0 wants it, with a four-digit year and a numeric zone: "Sat, 01 Mar 2025 00:00:00 -0600". */
export const rfc822InNewsroom = (instant: Date) => format(instant, "EEE, dd MMM yyyy HH:mm:ss xx", inNewsroom);
