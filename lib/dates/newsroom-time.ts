// The newsroom's clock: instants as Mexico City reads them, whatever the server's or the browser's own time zone.
// Only @date-fns/tz's tzOffset: the editor's browser bundle runs it, and TZDate would add 3 KB gzipped to it.
import { tzOffset } from "@date-fns/tz/tzOffset";
import { NEWSROOM_TIME_ZONE, utcDay } from "./calendar-date";

/** Minutes east of UTC on Mexico City's clocks at `instant` (-360 in winter, -300 in its summer time until 2022). */
const newsroomOffset = (instant: Date | number) => tzOffset(NEWSROOM_TIME_ZONE, new Date(instant));

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** -300 -> "-05:00". */
function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/** Mexico City's clock at an instant, "2025-03-01T00:00:00": the instant moved by the offset, written as UTC. */
const wallClock = (instant: Date) => new Date(+instant + newsroomOffset(instant) * 60_000).toISOString().slice(0, 19);

/** ISO 8601 with Mexico City's offset, e.g. "2025-03-01T00:00:00-06:00" (JSON-LD, news sitemap). */
export const isoInNewsroom = (instant: Date) => `${wallClock(instant)}${offsetText(newsroomOffset(instant))}`;

/** The calendar day (YYYY-MM-DD) an instant falls on in Mexico City. */
export const newsroomDay = (instant: Date) => wallClock(instant).slice(0, 10);

/**
 * Mexico City's offset when its clocks show `wall`, a wall-clock time with its digits read as UTC: the offset at those
 * digits is at most one change of the clocks off, and the instant it points to has the time's own (for a time the
 * clocks skipped, the offset after the jump). Not TZDate's constructor: which of two times a change of the clocks
 * makes it picks depends on the host's own time zone.
 */
const newsroomOffsetAt = (wall: number) => newsroomOffset(wall - newsroomOffset(wall) * 60_000);

/** `wall`'s digits with the offset Mexico City's clocks had then, "2026-03-01T12:30:00-06:00". */
export const wallClockInNewsroom = (wall: number) =>
  `${new Date(wall).toISOString().slice(0, 19)}${offsetText(newsroomOffsetAt(wall))}`;

/** The instant a calendar day (YYYY-MM-DD) starts in Mexico City, with the offset of that day (summer time until 2022). */
export function startOfNewsroomDay(date: string): Date {
  const midnight = utcDay(date).getTime();
  return new Date(midnight - newsroomOffsetAt(midnight) * 60_000);
}
