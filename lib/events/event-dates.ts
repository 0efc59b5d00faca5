// An event's days and times as its readers read them: in Spanish, on the clocks of the place where it happens.
import { clockTime, dayInZone, isoInZone } from "../dates/zone-time";

type DayParts = { day: string; month: string; year: string };

const shortDays = new Map<string, Intl.DateTimeFormat>();

/** "26", "feb", "2027" of an instant on `zone`'s calendar; the month without the period some ICU versions add. */
function dayParts(instant: Date, zone: string): DayParts {
  let format = shortDays.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "short", year: "numeric", timeZone: zone });
    shortDays.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { day: parts.day, month: parts.month.replace(".", ""), year: parts.year };
}

/**
 * The days an event covers on its own calendar, as compact as they stay clear: "26 feb 2027", "26–28 feb 2027",
 * "26 feb – 2 mar 2027", "30 dic 2027 – 2 ene 2028".
 */
export function dateRangeLabel(start: Date, end: Date, zone: string): string {
  const from = dayParts(start, zone);
  const to = dayParts(end, zone);
  if (from.year !== to.year) return `${from.day} ${from.month} ${from.year} – ${to.day} ${to.month} ${to.year}`;
  if (from.month !== to.month) return `${from.day} ${from.month} – ${to.day} ${to.month} ${to.year}`;
  if (from.day !== to.day) return `${from.day}–${to.day} ${to.month} ${to.year}`;
  return `${to.day} ${to.month} ${to.year}`;
}

/** "26–28 de febrero de 2027", "26 de febrero – 1 de marzo de 2027": the days in words, as a post names its event. */
export function longDateRangeLabel(start: Date, end: Date, zone: string): string {
  const days = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "long", year: "numeric", timeZone: zone });
  return days.formatRange(start, end);
}

/**
 * "26 feb 2027, 16:00 – 28 feb 2027, 04:00", days and times, as the editor's list shows them: Intl says a range once
 * where its ends share a day.
 */
export const dateTimeRangeLabel = (start: Date, end: Date, zone: string) =>
  new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).formatRange(start, end);

/** An instant on the event's clocks, for a line of text: "26 de febrero de 2027, 16:00". */
export const dateTimeLabel = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeStyle: "short", timeZone: zone }).format(instant);

/** The month (YYYY-MM) an instant falls in on `zone`'s calendar: an event is listed under the month it starts in. */
export const monthOf = (instant: Date, zone: string) => dayInZone(instant, zone).slice(0, 7);

const monthWords = new Intl.DateTimeFormat("es-MX", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2027-02" -> "febrero de 2027". */
export const monthLabel = (month: string) => monthWords.format(new Date(`${month}-15T00:00:00Z`));

const longDays = new Map<string, Intl.DateTimeFormat>();

/** "viernes 26 de febrero de 2027", the day on `zone`'s calendar. */
export function dayLabel(instant: Date, zone: string): string {
  let format = longDays.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-MX", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: zone,
    });
    longDays.set(zone, format);
  }
  return format.format(instant).replace(",", "");
}

/** A festival day (YYYY-MM-DD) in words, "sábado 20 de noviembre de 2027": noon UTC is that day on every Mexican clock. */
export const festivalDayLabel = (day: string) => dayLabel(new Date(`${day}T12:00:00Z`), "UTC");

const weekdays = new Intl.DateTimeFormat("es-MX", { weekday: "long", day: "numeric", timeZone: "UTC" });

/** A festival day (YYYY-MM-DD) as a tab names it: "Viernes 14". */
export function festivalDayTab(day: string): string {
  const words = weekdays.format(new Date(`${day}T12:00:00Z`)).replace(",", "");
  return `${words[0].toUpperCase()}${words.slice(1)}`;
}

/** "16:00" on `zone`'s clock: the 24-hour clock Mexican line-ups and tickets print. */
export const timeLabel = (instant: Date, zone: string) => clockTime(isoInZone(instant, zone));

/** "UTC−6", "UTC−8": the zone's offset then, for the readers who come from another one. */
export function offsetLabel(instant: Date, zone: string): string {
  const offset = isoInZone(instant, zone).slice(19);
  const [hours, minutes] = [Number(offset.slice(1, 3)), offset.slice(4, 6)];
  const sign = offset.startsWith("-") ? "−" : "+";
  return `UTC${sign}${hours}${minutes === "00" ? "" : `:${minutes}`}`;
}

/** "America/Mexico_City" -> "Mexico_City": the key of the zone's name in messages/es.json. */
export const zoneKey = (zone: string) => zone.slice(zone.indexOf("/") + 1);
