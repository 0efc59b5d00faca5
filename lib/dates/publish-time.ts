// The editor shows and takes publishAt as a wall-clock time in Mexico City (a datetime-local field); the API gets an
// instant with its offset.
import { isoInNewsroom } from "./newsroom-time";

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 2026-03-01T18:30:00.000Z -> "2026-03-01T12:30:00", as a datetime-local field with seconds holds it. */
export const newsroomLocalTime = (instant: Date) => isoInNewsroom(instant).slice(0, 19);

/**
 * "2026-03-01T12:30" (seconds optional) in Mexico City -> "2026-03-01T12:30:00-06:00"; null for anything that is not
 * such a time. The offset is asked twice, as the one at the first guess may differ on a day the clocks changed.
 */
export function newsroomInstant(local: string): string | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const written = new Date(wall).toISOString().slice(0, 19);
  if (Number.isNaN(wall) || written !== (match[6] ? local : `${local}:00`)) return null;
  let offset = offsetOf(new Date(wall));
  offset = offsetOf(new Date(wall - offsetMinutes(offset) * 60_000));
  return `${written}${offset}`;
}

const offsetOf = (instant: Date) => isoInNewsroom(instant).slice(19);

const offsetMinutes = (offset: string) =>
  (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
