// An event as the API answers it: every field it takes, its times with the offset of its zone then
// ("2026-02-27T16:00:00-06:00") beside the zone's name, its venue as an object, its line-up as a list.
import "server-only";
import { NextResponse } from "next/server";
import { isoInZone } from "../dates/zone-time";
import type { StoredEvent } from "../events/stored-event";
import { etagOf } from "../etag";
import { venueOf } from "../events/event-columns";
import { EVENT_FIELD_NAMES, type EventField } from "../validations/event-fields";

const inZone = (event: StoredEvent, instant: Date | null) => instant && isoInZone(instant, event.timeZone);

/** The fields whose answer is not their column's value. */
const SHAPED = {
  startsAt: (event: StoredEvent) => inZone(event, event.startsAt),
  endsAt: (event: StoredEvent) => inZone(event, event.endsAt),
  venue: venueOf,
  lineup: (event: StoredEvent) =>
    event.lineup.map(({ name, stage, startsAt, endsAt }) => ({
      name,
      stage,
      startsAt: inZone(event, startsAt),
      endsAt: inZone(event, endsAt),
    })),
} satisfies Partial<Record<EventField, (event: StoredEvent) => unknown>>;

/** The others are columns of their own name: a new field that is not makes this a type error. */
type ColumnField = Exclude<EventField, keyof typeof SHAPED>;
const isShaped = (field: EventField): field is keyof typeof SHAPED => field in SHAPED;
const answerOf = (event: StoredEvent, field: EventField) =>
  isShaped(field) ? SHAPED[field](event) : event[field satisfies ColumnField];

/** In the schema's order, then what the store keeps of the event's history. */
export function apiEventOf(event: StoredEvent) {
  const { createdAt, updatedAt } = event;
  const fields = Object.fromEntries(EVENT_FIELD_NAMES.map((field) => [field, answerOf(event, field)]));
  return { ...fields, previousStartsAt: inZone(event, event.previousStartsAt), createdAt, updatedAt };
}

/** Every answer carrying one event carries its version as the ETag, for the If-Match of the next change. */
export const eventAnswer = (event: StoredEvent, init: ResponseInit = {}) =>
  NextResponse.json(apiEventOf(event), { ...init, headers: { ...init.headers, ETag: etagOf(event.version) } });
