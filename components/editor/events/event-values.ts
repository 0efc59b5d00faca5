// An event as the form holds it (text, as typed) and the body the API takes from it. Every rule is the API's: the
// values go as typed, and the API names what it refuses.
import { mediaHashOf } from "@/lib/media/media-url";
import {
  EVENT_FIELD_NAMES,
  EVENT_FIELDS,
  VENUE_PARTS,
  type EventFieldForm,
  type VenuePart,
  type EventField,
} from "@/lib/validations/event-fields";
import type { LineupRow } from "./lineup";

export type VenueValues = Record<VenuePart, string>;

/** How the form holds a field written as `Form`: text as typed, times as a datetime-local field holds them. */
type Held<Form> = Form extends "venue"
  ? VenueValues
  : Form extends "lineup"
    ? readonly LineupRow[]
    : Form extends readonly (infer Choice)[]
      ? Choice
      : string;

/**
 * Every field of the API's event (EVENT_FIELDS), as the form holds it. Times are wall-clock times,
 * "2027-02-26T16:00", on the clocks of `timeZone`.
 */
export type EventValues = { [Field in EventField]: Held<(typeof EVENT_FIELDS)[Field]> };

const emptyOf = (form: EventFieldForm): EventValues[EventField] => {
  if (form === "venue") return Object.fromEntries(VENUE_PARTS.map((part) => [part, ""])) as VenueValues;
  if (form === "lineup") return [];
  return typeof form === "string" ? "" : form[0];
};

/** A new event: every field empty, each choice on its first (a festival, programado, Mexico City's clocks). */
export const emptyEventValues = (): EventValues =>
  Object.fromEntries(EVENT_FIELD_NAMES.map((field) => [field, emptyOf(EVENT_FIELDS[field])])) as EventValues;

/**
 * Empty is "not known" (null); "1,500" is 1500, Mexico writing thousands with a comma. Anything else goes as typed, for
 * the API to refuse by name.
 */
function numberOf(text: string): number | string | null {
  const typed = text.trim();
  if (typed === "") return null;
  const number = Number(typed.replace(/[,\s]/g, ""));
  return Number.isFinite(number) ? number : typed;
}

/** A set's times go only when typed. */
const performerOf = ({ name, stage, startsAt, endsAt }: LineupRow) => ({
  name,
  stage,
  ...(startsAt && { startsAt }),
  ...(endsAt && { endsAt }),
});

/** How the API takes a field written as `Form`: pesos as a number when they read as one, the line-up's performers. */
type Sent<Form> = Form extends "number"
  ? number | string | null
  : Form extends "lineup"
    ? ReturnType<typeof performerOf>[]
    : Held<Form>;
export type EventBody = { [Field in EventField]: Sent<(typeof EVENT_FIELDS)[Field]> };

/** A field as the API takes it. An empty time is no time: sent as typed, the API names it as missing or not a time. */
function sent(form: EventFieldForm, value: EventValues[EventField]) {
  if (form === "number") return numberOf(value as string);
  if (form === "lineup") return (value as readonly LineupRow[]).map(performerOf);
  return value;
}

/** The fields of the API's event (docs/api.md) from the form's values; the id only for a new event. */
export const eventBody = (values: EventValues): EventBody =>
  Object.fromEntries(EVENT_FIELD_NAMES.map((field) => [field, sent(EVENT_FIELDS[field], values[field])])) as EventBody;

type ChangeField = Exclude<EventField, "id">;

/** The fields written on the zone's clocks: a new zone sends them again, so their digits stay as the editor sees them. */
const ON_THE_CLOCK = EVENT_FIELD_NAMES.filter((field) => ["clock", "lineup"].includes(EVENT_FIELDS[field] as string));

/**
 * A change: the fields that differ from the stored event's (`base`), never the id. A venue or a line-up goes whole,
 * as the API replaces them whole.
 */
export function eventChanges(values: EventValues, base: EventValues): Partial<EventBody> {
  const { id: _id, ...now } = eventBody(values);
  const { id: _baseId, ...before } = eventBody(base);
  const fields = EVENT_FIELD_NAMES.filter((field): field is ChangeField => field !== "id");
  const differs = (field: ChangeField) => JSON.stringify(now[field]) !== JSON.stringify(before[field]);
  const zoneMoved = differs("timeZone");
  return Object.fromEntries(
    fields.filter((field) => differs(field) || (zoneMoved && ON_THE_CLOCK.includes(field))).map((f) => [f, now[f]]),
  );
}

/** An uploaded photo is described by the editor, as a post's cover is: no one else can say what it shows. */
export const lacksAltText = ({ image, imageAlt }: EventValues) =>
  mediaHashOf(image.trim()) !== null && imageAlt.trim() === "";

/**
 * After another save came first: the version now stored (`stored`), with each field this editor changed since `base`
 * as they typed it, so that saving it changes only those.
 */
export function ownChangesOn(stored: EventValues, typed: EventValues, base: EventValues): EventValues {
  const changed = EVENT_FIELD_NAMES.filter((field) => JSON.stringify(typed[field]) !== JSON.stringify(base[field]));
  return { ...stored, ...Object.fromEntries(changed.map((field) => [field, typed[field]])) };
}
