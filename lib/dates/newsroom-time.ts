// The newsroom's clock: instants as Mexico City reads them, whatever the server's or the browser's own time zone.
import { NEWSROOM_TIME_ZONE, utcDay } from "./calendar-date";
import { dayInZone, instantOfWallClock, isoInZone } from "./zone-time";

/** ISO 8601 with Mexico City's offset, e.g. "2025-03-01T00:00:00-06:00" (JSON-LD, news sitemap). */
export const isoInNewsroom = (instant: Date) => isoInZone(instant, NEWSROOM_TIME_ZONE);

/** The calendar day (YYYY-MM-DD) an instant falls on in Mexico City. */
export const newsroomDay = (instant: Date) => dayInZone(instant, NEWSROOM_TIME_ZONE);

/** The instant a calendar day (YYYY-MM-DD) starts in Mexico City, with the offset of that day (summer time until 2022). */
export const startOfNewsroomDay = (date: string) => instantOfWallClock(utcDay(date).getTime(), NEWSROOM_TIME_ZONE);
