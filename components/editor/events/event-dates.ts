import type { EventStatus } from "@/lib/validations/event";

/**
 * "26 feb 2027, 16:00 – 28 feb 2027, 04:00", on the clocks of the event's zone: Intl says a range once where its ends
 * share a day.
 */
export const eventDateRange = (startsAt: Date, endsAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short", timeZone }).formatRange(startsAt, endsAt);

/** An instant on the event's clocks, for a line of text: "26 de febrero de 2027, 16:00". */
export const eventDateTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeStyle: "short", timeZone }).format(instant);

/** The badge's colour by status: a cancelled event is red, a postponed or moved one amber, a programmed one cyan. */
export const STATUS_TONES: Record<EventStatus, "ok" | "warn" | "off"> = {
  programado: "ok",
  reprogramado: "warn",
  pospuesto: "warn",
  cancelado: "off",
};
