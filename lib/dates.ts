import { isCalendarDate } from "./validations/post";

/** The stored value is a calendar day; formatting it in UTC keeps any reader's time zone from shifting it. */
const longSpanishDate = new Intl.DateTimeFormat("es-MX", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function utcDay(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a calendar date written YYYY-MM-DD`);
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "2025-03-01" -> "1 de marzo de 2025". */
export function formatPostDate(date: string): string {
  return longSpanishDate.format(utcDay(date));
}
