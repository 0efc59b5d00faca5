// A post's date is a day of the calendar, written YYYY-MM-DD, as the newsroom in Mexico City counts days.

/** Where the editors are: the site's days begin and end in Mexico City, whatever the server's own time zone. */
export const NEWSROOM_TIME_ZONE = "America/Mexico_City";

/** A real day of the Gregorian calendar written YYYY-MM-DD, as UTC midnight of that day; null otherwise (2025-02-30). */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

export const isCalendarDate = (value: string) => parseCalendarDate(value) !== null;

/** A stored date as UTC midnight of its day; anything but a calendar day is refused rather than shown wrong. */
export function utcDay(date: string): Date {
  const day = parseCalendarDate(date);
  if (!day) throw new RangeError(`"${date}" is not a calendar date written YYYY-MM-DD`);
  return day;
}
