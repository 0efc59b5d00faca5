import { utcDay } from "./calendar-date";

/** The stored value is a calendar day; formatting it in UTC keeps any reader's time zone from shifting it. */
const longSpanishDate = new Intl.DateTimeFormat("es-MX", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-03-01" -> "1 de marzo de 2025". */
export function formatPostDate(date: string): string {
  return longSpanishDate.format(utcDay(date));
}
