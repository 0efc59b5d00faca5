// What the API's event writes accept: the fields as lib/validations/event.ts checks them, the description checked as a
// post's body is (its links, the amount of its markup), and, for a new event, the rules between its fields.
import "server-only";
import { z } from "../zod";
import { coded } from "../validations/field-problems";
import { eventDescription, eventInputSchema, SPAN_RULES, type EventInput, type EventSpan } from "../validations/event";
import { DEFAULT_EVENT_TIME_ZONE, instantIn } from "../validations/event-time";
import { checkedMarkdown } from "./post-writes";

const checkedEventSchema = eventInputSchema.extend({ description: checkedMarkdown(eventDescription()).optional() });

/** The event's Markdown field, read by the story worker before the event is saved (lib/api/story-check.ts). */
export const eventMarkdownOf = ({ description }: { description?: string }) => ({ description });

/** Read as a rule asks: a rule about prices runs while a time is missing, and never reads it. */
const spanOf = (event: EventInput): EventSpan => {
  const zone = event.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
  return {
    get startsAt() {
      return instantIn(event.startsAt, zone);
    },
    get endsAt() {
      return instantIn(event.endsAt, zone);
    },
    priceFrom: event.priceFrom ?? null,
    priceTo: event.priceTo ?? null,
  };
};

type Issues = { issues: readonly { path?: PropertyKey[] }[] };

/** A rule reads only sound fields, but runs whatever else is wrong, so that every bad field is named at once. */
const sound =
  (fields: readonly PropertyKey[]) =>
  ({ issues }: Issues) =>
    !issues.some(({ path }) => !path?.length || fields.includes(path[0]));

/** A new event: its fields, and the rules between them (the end not before the start, the prices in order). */
export const newEventSchema = SPAN_RULES.reduce(
  (schema, { field, reads, broken, problem }) =>
    schema.refine((event) => !broken(spanOf(event)), {
      error: problem.message,
      params: { code: problem.code },
      path: [field],
      when: sound(reads),
    }),
  checkedEventSchema,
);

/**
 * A change: any of the fields but the id, the event's address, which a change may not name. The rules between fields
 * are read with the stored event (lib/events/update-event.ts).
 */
export const eventPatchSchema = checkedEventSchema
  .omit({ id: true })
  .partial()
  .extend({
    id: z
      .unknown()
      .refine((id) => id === undefined, coded("not_allowed", "is the event's address, which a change cannot move"))
      .transform(() => undefined)
      .optional(),
  });
export type EventPatch = z.output<typeof eventPatchSchema>;
