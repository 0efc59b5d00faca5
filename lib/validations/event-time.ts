// An event's times as written: an instant, or a wall-clock time on the clocks of one of Mexico's zones (docs/events.md).
import { z } from "../zod";
import { NEWSROOM_TIME_ZONE } from "../dates/calendar-date";
import { zonedInstant } from "../dates/publish-time";
import { coded } from "./field-problems";
import { EVENT_TIME_ZONES } from "./event-fields";
import { isInstant } from "./publication";

export const DEFAULT_EVENT_TIME_ZONE = NEWSROOM_TIME_ZONE;

/** A time as written: an instant (an offset or Z), or a wall-clock time of the event's zone, read once it is known. */
export type EventTime = { instant: Date } | { local: string };

/**
 * The years an event's times are written in: the archive's and the guide's, with room either side. A year far out
 * (9999) is a typing mistake, and its instant overflows what a date can be written as.
 */
export const EVENT_YEARS = { first: 2000, last: 2100 } as const;

/** A time as written, or null; whether the digits make a real time of the calendar does not depend on the zone. */
const timeOf = (value: string): EventTime | null => {
  if (isInstant(value)) return { instant: new Date(value) };
  return zonedInstant(value, DEFAULT_EVENT_TIME_ZONE) !== null ? { local: value } : null;
};

export const eventTimeSchema = z
  .string({ error: "must be text: a date and time" })
  .trim()
  .transform((value, context): EventTime => {
    const time = timeOf(value);
    if (time === null) {
      context.addIssue({
        code: "custom",
        message: "must be a real date and time, 2026-02-27T16:00 on the event's clocks or with an offset",
        params: { code: "not_an_instant" },
      });
      return z.NEVER;
    }
    // Both forms begin with the year on the clocks they are written on.
    const year = Number(value.slice(0, 4));
    if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) {
      context.addIssue({
        code: "custom",
        message: `must be in a year from ${EVENT_YEARS.first} to ${EVENT_YEARS.last}`,
        params: { code: "out_of_range" },
      });
      return z.NEVER;
    }
    return time;
  });

/** The instant a time names on `zone`'s clocks (a wall-clock time), or the instant it is. */
export const instantIn = (time: EventTime, zone: string): Date =>
  "instant" in time ? time.instant : new Date(zonedInstant(time.local, zone)!);

export const timeZoneSchema = z
  .string({ error: "must be text" })
  .refine(
    (zone) => (EVENT_TIME_ZONES as readonly string[]).includes(zone),
    coded("unknown_time_zone", `must be one of Mexico's zones: ${EVENT_TIME_ZONES.join(", ")}`),
  );
