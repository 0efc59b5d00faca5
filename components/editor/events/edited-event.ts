import { isoInZone } from "@/lib/dates/zone-time";
import { venueOf } from "@/lib/events/event-columns";
import type { StoredEvent } from "@/lib/events/stored-event";
import { EVENT_FIELD_NAMES, EVENT_FIELDS, type EventField } from "@/lib/validations/event-fields";
import type { EventValues } from "./event-values";

/** An instant as the zone's clocks show it, in a datetime-local field's form: "2027-02-26T16:00". */
const onTheClock = (instant: Date, zone: string) => isoInZone(instant, zone).slice(0, 16);

const setTimeOf = (instant: Date | null, zone: string) => (instant ? onTheClock(instant, zone) : "");

/** The stored event in the form, its times on its own zone's clocks; `version` is what its changes name (If-Match). */
export type EditedEvent = { values: EventValues; version: number };

/** The fields stored in a column of their own name. */
type ColumnField = Exclude<EventField, "venue" | "lineup">;

/** A stored field as the form holds it: a time on the event's clocks, a price as text ("" when not known). */
function heldOf(event: StoredEvent, field: EventField): EventValues[EventField] {
  const form = EVENT_FIELDS[field];
  if (form === "venue") return venueOf(event);
  if (form === "lineup")
    return event.lineup.map((performer) => ({
      key: `stored-${performer.position}`,
      name: performer.name,
      stage: performer.stage,
      startsAt: setTimeOf(performer.startsAt, event.timeZone),
      endsAt: setTimeOf(performer.endsAt, event.timeZone),
    }));
  const value = event[field as ColumnField];
  if (form === "clock") return onTheClock(value as Date, event.timeZone);
  if (form === "number") return value === null ? "" : String(value);
  return value as string;
}

export const editedEventOf = (event: StoredEvent): EditedEvent => ({
  version: event.version,
  values: Object.fromEntries(EVENT_FIELD_NAMES.map((field) => [field, heldOf(event, field)])) as EventValues,
});
