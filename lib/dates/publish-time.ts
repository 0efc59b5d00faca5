// The editor shows and takes publishAt as a wall-clock time in Mexico City (a datetime-local field); the API gets an
// instant with its offset.
import { isoInNewsroom, wallClockInNewsroom } from "./newsroom-time";

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 2026-03-01T18:30:00.000Z -> "2026-03-01T12:30:00", as a datetime-local field with seconds holds it. */
export const newsroomLocalTime = (instant: Date) => isoInNewsroom(instant).slice(0, 19);

/**
 * "2026-03-01T12:30" (seconds optional) in Mexico City -> "2026-03-01T12:30:00-06:00"; null for anything that is not
 * such a time. A time the clocks skipped keeps its digits, with the offset after the jump.
 */
export function newsroomInstant(local: string): string | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const written = new Date(wall).toISOString().slice(0, 19);
  return written === (match[6] ? local : `${local}:00`) ? wallClockInNewsroom(wall) : null;
}
