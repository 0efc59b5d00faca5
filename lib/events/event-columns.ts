// An event's fields as written (lib/validations/event.ts) -> its columns: times on the event's clocks become instants,
// the venue its five columns, the description's reader's text is written beside it.
import { storyText } from "../story/story-tree";
import { setProblems, spanProblems, type EventInput, type EventSpan } from "../validations/event";
import { VENUE_PARTS, type VenuePart } from "../validations/event-fields";
import { instantIn } from "../validations/event-time";
import type { FieldProblems } from "../validations/field-problems";
import { EventRulesError } from "./errors";
import type { StoredEvent } from "./stored-event";

type Performer = NonNullable<EventInput["lineup"]>[number];

/** The venue's parts -> the event's columns. */
const VENUE_COLUMNS = {
  name: "venueName",
  address: "venueAddress",
  postalCode: "venuePostalCode",
  city: "city",
  state: "state",
} as const satisfies Record<VenuePart, keyof StoredEvent>;
type VenueColumns = Record<(typeof VENUE_COLUMNS)[VenuePart], string>;

/** The stored venue as the API answers it and the form holds it. */
export const venueOf = (event: StoredEvent) =>
  Object.fromEntries(VENUE_PARTS.map((part) => [part, event[VENUE_COLUMNS[part]]])) as Record<VenuePart, string>;

/** A venue as written -> its columns, an optional part not said stored as "". */
const venueColumns = (venue: NonNullable<EventInput["venue"]>) =>
  Object.fromEntries(VENUE_PARTS.map((part) => [VENUE_COLUMNS[part], venue[part] ?? ""])) as VenueColumns;

/** The columns the fields said, and only those: a change leaves the others as they are. */
export async function columnsOf(fields: Partial<Omit<EventInput, "id" | "lineup">>, zone: string) {
  const { startsAt, endsAt, venue, description, ...plain } = fields;
  const columns = {
    ...plain,
    startsAt: startsAt && instantIn(startsAt, zone),
    endsAt: endsAt && instantIn(endsAt, zone),
    ...(venue && venueColumns(venue)),
    ...(description !== undefined && { description, descriptionText: await storyText(description) }),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof columns
  >;
}

/** The line-up's rows, in its order; a set whose end is not after its start, or a day after, is refused. */
export function lineupRows(lineup: Performer[], zone: string) {
  const rows = lineup.map(({ name, stage = "", startsAt, endsAt }, position) => ({
    position,
    name,
    stage,
    startsAt: startsAt ? instantIn(startsAt, zone) : null,
    endsAt: endsAt ? instantIn(endsAt, zone) : null,
  }));
  refuseProblems(setProblems(rows));
  return rows;
}

function refuseProblems(problems: FieldProblems): void {
  if (Object.keys(problems).length > 0) throw new EventRulesError(problems);
}

/** The rules between fields, on the event as it would be stored. */
export const requireSpan = (span: EventSpan): void => refuseProblems(spanProblems(span));
