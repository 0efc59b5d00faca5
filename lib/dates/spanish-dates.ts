// Dates as readers and editors read them: in Spanish words, on the newsroom's calendar and clock.
import { NEWSROOM_TIME_ZONE, utcDay } from "./calendar-date";

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

const newsroomDateTime = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: NEWSROOM_TIME_ZONE,
});

/** An instant as the newsroom in Mexico City reads it: "24 de noviembre de 2026 a las 10:05 a.m.". */
export function formatNewsroomDateTime(instant: Date): string {
  return newsroomDateTime.format(instant);
}
