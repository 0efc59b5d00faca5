import { NEWSROOM_TIME_ZONE, utcDay } from "./calendar-date";

const localParts = new Intl.DateTimeFormat("en-US", {
  timeZone: NEWSROOM_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
  timeZoneName: "longOffset",
});

type LocalTime = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  weekday: string;
  /** "-06:00" */
  offset: string;
};

function inNewsroom(instant: Date): LocalTime {
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName.replace("GMT", "");
  return { ...(parts as Omit<LocalTime, "offset">), offset };
}

const offsetMinutes = (offset: string) =>
  (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/**
 * The instant a calendar day starts in Mexico City. The offset is asked of Intl twice, because the offset at
 * UTC midnight can differ from the one at local midnight on a day the clocks changed (DST ended in 2022).
 */
export function startOfNewsroomDay(date: string): Date {
  const utcMidnight = utcDay(date).getTime();
  let instant = utcMidnight - offsetMinutes(inNewsroom(new Date(utcMidnight)).offset) * 60_000;
  instant = utcMidnight - offsetMinutes(inNewsroom(new Date(instant)).offset) * 60_000;
  return new Date(instant);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Mexico City. */
export function newsroomDay(instant: Date): string {
  const t = inNewsroom(instant);
  return `${t.year}-${t.month}-${t.day}`;
}

/** ISO 8601 with Mexico City's offset, e.g. "2025-03-01T00:00:00-06:00" (JSON-LD, news sitemap). */
export function isoInNewsroom(instant: Date): string {
  const t = inNewsroom(instant);
  return `${t.year}-${t.month}-${t.day}T${t.hour}:${t.minute}:${t.second}${t.offset}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 822 as RSS 2.0 wants it, with a four-digit year and a numeric zone: "Sat, 01 Mar 2025 00:00:00 -0600". */
export function rfc822InNewsroom(instant: Date): string {
  const t = inNewsroom(instant);
  const month = MONTHS[Number(t.month) - 1];
  return `${t.weekday}, ${t.day} ${month} ${t.year} ${t.hour}:${t.minute}:${t.second} ${t.offset.replace(":", "")}`;
}
