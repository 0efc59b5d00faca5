// Instants as a time zone's clocks read them, and wall-clock times of a zone as instants, whatever the server's or the
// browser's own time zone. Only @date-fns/tz's tzOffset: the editor's browser bundle runs it, and TZDate would add
// 3 KB gzipped to it.
import { tzOffset } from "@date-fns/tz/tzOffset";

/** Minutes east of UTC on `zone`'s clocks at `instant` (Mexico City: -360, and -300 in its summer time until 2022). */
const offsetIn = (zone: string, instant: Date | number) => tzOffset(zone, new Date(instant));

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** -300 -> "-05:00". */
function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/** `zone`'s clock at an instant, "2025-03-01T00:00:00": the instant moved by the offset, written as UTC. */
const wallClock = (instant: Date, zone: string) =>
  new Date(+instant + offsetIn(zone, instant) * 60_000).toISOString().slice(0, 19);

/** ISO 8601 with the zone's offset then, e.g. "2025-03-01T00:00:00-06:00". */
export const isoInZone = (instant: Date, zone: string) =>
  `${wallClock(instant, zone)}${offsetText(offsetIn(zone, instant))}`;

/** The clock time of an ISO 8601 date written on its zone's clock: "2025-03-01T23:30:00-06:00" -> "23:30". */
export const clockTime = (iso: string) => iso.slice(11, 16);

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export const dayInZone = (instant: Date, zone: string) => wallClock(instant, zone).slice(0, 10);

/**
 * The zone's offset when its clocks show `wall`, a wall-clock time with its digits read as UTC: the offset at those
 * digits is at most one change of the clocks off, and the instant it points to has the time's own (for a time the
 * clocks skipped, the offset after the jump). Not TZDate's constructor: which of two times a change of the clocks
 * makes it picks depends on the host's own time zone.
 */
const offsetAt = (wall: number, zone: string) => offsetIn(zone, wall - offsetIn(zone, wall) * 60_000);

/** `wall`'s digits with the offset the zone's clocks had then, "2026-03-01T12:30:00-06:00". */
export const wallClockInZone = (wall: number, zone: string) =>
  `${new Date(wall).toISOString().slice(0, 19)}${offsetText(offsetAt(wall, zone))}`;

/** The instant the zone's clocks show `wall` (its digits read as UTC). */
export const instantOfWallClock = (wall: number, zone: string) => new Date(wall - offsetAt(wall, zone) * 60_000);
