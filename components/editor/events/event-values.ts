// An event as the form holds it (text, as typed) and the body the API takes from it. Every rule is the API's: the
// values go as typed, and the API names what it refuses.
import { mediaHashOf } from "@/lib/media/media-url";
import type { EventStatus } from "@/lib/validations/event";
import { DEFAULT_EVENT_TIME_ZONE } from "@/lib/validations/event-time";
import type { LineupRow } from "./lineup";

export type VenueValues = { name: string; address: string; postalCode: string; city: string; state: string };

export type EventValues = {
  id: string;
  name: string;
  kind: string;
  status: EventStatus;
  /** Wall-clock times, "2027-02-26T16:00", on the clocks of `timeZone`, as a datetime-local field holds them. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue: VenueValues;
  ticketUrl: string;
  priceFrom: string;
  priceTo: string;
  organizer: string;
  image: string;
  imageAlt: string;
  description: string;
  lineup: readonly LineupRow[];
};

export const emptyEventValues = (): EventValues => ({
  id: "",
  name: "",
  kind: "festival",
  status: "programado",
  startsAt: "",
  endsAt: "",
  timeZone: DEFAULT_EVENT_TIME_ZONE,
  venue: { name: "", address: "", postalCode: "", city: "", state: "" },
  ticketUrl: "",
  priceFrom: "",
  priceTo: "",
  organizer: "",
  image: "",
  imageAlt: "",
  description: "",
  lineup: [],
});

/**
 * Empty is "not known" (null); "1,500" is 1500, Mexico writing thousands with a comma. Anything else goes as typed, for
 * the API to refuse by name.
 */
function priceOf(text: string): number | string | null {
  const typed = text.trim();
  if (typed === "") return null;
  const pesos = Number(typed.replace(/[,\s]/g, ""));
  return Number.isFinite(pesos) ? pesos : typed;
}

const performerOf = ({ name, stage, startsAt }: LineupRow) => ({ name, stage, ...(startsAt && { startsAt }) });

/** The fields of the API's event (docs/api.md) from the form's values; the id only for a new event. */
export function eventBody(values: EventValues) {
  const { id, startsAt, endsAt, priceFrom, priceTo, lineup, ...text } = values;
  return {
    id,
    ...text,
    // An empty time is no time: sent as typed, the API names it as missing or not a time.
    startsAt,
    endsAt,
    priceFrom: priceOf(priceFrom),
    priceTo: priceOf(priceTo),
    lineup: lineup.map(performerOf),
  };
}

export type EventBody = ReturnType<typeof eventBody>;
type ChangeField = Exclude<keyof EventBody, "id">;

/** The fields written on the zone's clocks: a new zone sends them again, so their digits stay as the editor sees them. */
const ON_THE_CLOCK: readonly ChangeField[] = ["startsAt", "endsAt", "lineup"];

/**
 * A change: the fields that differ from the stored event's (`base`), never the id. A venue or a line-up goes whole,
 * as the API replaces them whole.
 */
export function eventChanges(values: EventValues, base: EventValues): Partial<EventBody> {
  const { id: _id, ...now } = eventBody(values);
  const { id: _baseId, ...before } = eventBody(base);
  const fields = Object.keys(now) as ChangeField[];
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
  const fields = Object.keys(typed) as (keyof EventValues)[];
  const changed = fields.filter((field) => JSON.stringify(typed[field]) !== JSON.stringify(base[field]));
  return { ...stored, ...Object.fromEntries(changed.map((field) => [field, typed[field]])) };
}
