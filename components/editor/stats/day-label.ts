import { utcDay } from "@/lib/dates/calendar-date";

const shortDay = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-25" -> "25 nov": under the chart's bars. */
export const shortDayLabel = (day: string) => shortDay.format(utcDay(day)).replace(".", "");

/** "2026-11-25" -> "25 de noviembre de 2026". */
export const longDayLabel = (day: string) => longDay.format(utcDay(day));
