// The editor shows and takes publishAt as a wall-clock time in Mexico City (a datetime-local field), and an event's
// times as wall-clock times in its own zone; the API gets an instant with its offset.
import { NEWSROOM_TIME_ZONE } from "./calendar-date";
import { isoInNewsroom } from "./newsroom-time";
import { wallClockInZone } from "./zone-time";

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 2026-03-01T18:30:00.000Z -> "2026-03-01T12:30:00", as a datetime-local field with seconds holds it. */
export const newsroomLocalTime = (instant: Date) => isoInNewsroom(instant).slice(0, 19);

/**
 * "2026-03-01T12:30" (seconds optional) on `zone`'s clocks -> "2026-03-01T12:30:00-06:00" (in Mexico City); null for
 * anything that is not such a time. A time the clocks skipped keeps its digits, with the offset after the jump.
 */
export function zonedInstant(local: string, zone: string): string | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const written = new Date(wall).toISOString().slice(0, 19);
  return written === (match[6] ? local : `${local}:00`) ? wallClockInZone(wall, zone) : null;
}

/** A wall-clock time in Mexico City, as zonedInstant reads it. */
export const newsroomInstant = (local: string) => zonedInstant(local, NEWSROOM_TIME_ZONE);
