// An event's fields and their rules (docs/events.md): what the API and, later, the editor's form take. Its times are
// read in lib/validations/event-time.ts; the server's check of the description is in lib/api/event-writes.ts, as a
// post's body's is.
import { z } from "../zod";
import { coded, type FieldProblem, type FieldProblems } from "./field-problems";
import { isPlainLine } from "../text/plain-name";
import { MAX_LIST_LIMIT, wholeNumber } from "./list-query";
import {
  imageAltSchema,
  IMAGE_MAX_LENGTH,
  isHttpUrl,
  isImageAddress,
  NOT_AN_IMAGE_ADDRESS,
  postIdSchema,
  requiredText,
} from "./post";
import { BODY_MAX_LENGTH } from "./post-fields";
import { eventTimeSchema, timeZoneSchema } from "./event-time";
import { EVENT_KINDS, EVENT_STATUSES, type EventField } from "./event-fields";

/** EDC México's three nights name about 250 acts: room for the largest festival, and a bound on every line-up. */
export const LINEUP_MAX = 400;
/** Above any ticket sold in Mexico: a bigger number is a typing mistake (centavos, an extra zero). */
export const PRICE_MAX = 1_000_000;

/** Optional text: trimmed, bounded, empty when not said. */
const optionalText = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);

/**
 * A field of one line (a name, a place, an address) is refused when it holds what a name never keeps
 * (lib/text/plain-name.ts): a line break or a control character in it would reach a calendar's properties, and a
 * reader's calendar, as a line of its own.
 */
const ONE_LINE = coded("control_character", "must be one line, without line breaks or control characters");
const requiredLine = (max: number) => requiredText(max).refine(isPlainLine, ONE_LINE);
const optionalLine = (max: number) => optionalText(max).refine(isPlainLine, ONE_LINE);

/** Markdown, as a post's body (docs/stories.md); empty when not said. */
export const eventDescription = () => optionalText(BODY_MAX_LENGTH);

const price = z
  .number({ error: "must be a whole number of pesos" })
  .refine(Number.isInteger, coded("not_a_whole_number", "must be a whole number of pesos"))
  .refine((pesos) => pesos >= 0 && pesos <= PRICE_MAX, coded("out_of_range", `must be from 0 to ${PRICE_MAX} pesos`))
  .nullable();

/** The longest walk a plan warns of: an hour is already another festival. */
export const WALK_MINUTES_MAX = 60;

const walkMinutes = z
  .number({ error: "must be a whole number of minutes" })
  .refine(Number.isInteger, coded("not_a_whole_number", "must be a whole number of minutes"))
  .refine(
    (minutes) => minutes >= 0 && minutes <= WALK_MINUTES_MAX,
    coded("out_of_range", `must be from 0 to ${WALK_MINUTES_MAX} minutes`),
  )
  .nullable();

const performer = z
  .object(
    {
      name: requiredLine(200),
      stage: optionalLine(100).optional(),
      startsAt: eventTimeSchema.optional(),
      endsAt: eventTimeSchema.optional(),
    },
    { error: "each performer must be an object with a name" },
  )
  .refine(
    ({ startsAt, endsAt }) => endsAt === undefined || startsAt !== undefined,
    coded("out_of_range", "a set with endsAt must have a startsAt"),
  );

/** Mexico's código postal: five digits (62770, 06600); empty when not said. */
const postalCode = z
  .string({ error: "must be text" })
  .trim()
  .refine(
    (code) => code === "" || /^\d{5}$/.test(code),
    coded("not_a_postal_code", "must be a Mexican postal code of five digits, for example 62770"),
  );

const venue = z.object(
  {
    name: requiredLine(200),
    address: optionalLine(300).optional(),
    postalCode: postalCode.optional(),
    city: requiredLine(100),
    state: requiredLine(100),
  },
  { error: "must be an object with name, city and state" },
);

/**
 * Ids whose addresses the site's own pages hold: the guide's (/eventos/pasados, the filters' /eventos/filtro/…, the
 * later pages' /eventos/pages/N) and the editor's new-event form (/editor/eventos/nuevo). An event with one would have no page or no form.
 */
export const RESERVED_EVENT_IDS = ["pasados", "filtro", "pages", "nuevo"] as const;
const reservedIds = new Set<string>(RESERVED_EVENT_IDS);

/** An event as written: the API takes it, and every list of an event's fields reads its keys. */
export const eventInputSchema = z.object({
  id: z
    .string({ error: "is required and must be text" })
    .trim()
    .pipe(postIdSchema)
    .refine(
      (id) => !reservedIds.has(id),
      coded(
        "taken",
        "is the address of one of the site's own pages (/eventos/pasados, /eventos/filtro, /eventos/pages, /editor/eventos/nuevo)",
      ),
    ),
  name: requiredLine(200),
  kind: z.enum(EVENT_KINDS, { error: `must be one of ${EVENT_KINDS.join(", ")}` }),
  startsAt: eventTimeSchema,
  endsAt: eventTimeSchema,
  timeZone: timeZoneSchema.optional(),
  venue,
  lineup: z
    .array(performer, { error: "must be a list of performers" })
    .max(LINEUP_MAX, coded("out_of_range", `must name at most ${LINEUP_MAX} performers`))
    .optional(),
  ticketUrl: optionalLine(IMAGE_MAX_LENGTH)
    .refine((url) => url === "" || isHttpUrl(url), coded("not_a_url", "must be an http or https URL"))
    .optional(),
  priceFrom: price.optional(),
  priceTo: price.optional(),
  status: z.enum(EVENT_STATUSES, { error: `must be one of ${EVENT_STATUSES.join(", ")}` }).optional(),
  image: optionalLine(IMAGE_MAX_LENGTH)
    .refine((image) => image === "" || isImageAddress(image), NOT_AN_IMAGE_ADDRESS)
    .optional(),
  imageAlt: imageAltSchema.optional(),
  description: eventDescription().optional(),
  organizer: optionalLine(200).optional(),
  walkMinutes: walkMinutes.optional(),
});

export type EventInput = z.output<typeof eventInputSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// EVENT_FIELDS (./event-fields.ts) names each field of the schema, and no other: either difference is a type error.
const fieldsMatch: Same<keyof EventInput, EventField> = true;
void fieldsMatch;

/** The longest festival runs a few days; a month is room enough, and more is a typing mistake in a year or a month. */
export const EVENT_DAYS_MAX = 31;
const DAY = 24 * 60 * 60 * 1000;

/** What the rules between fields read: the times as instants, the prices as stored. */
export type EventSpan = { startsAt: Date; endsAt: Date; priceFrom: number | null; priceTo: number | null };

/** The rules between fields, each naming the field it refuses: a new event's and a changed one's as it would be stored. */
export const SPAN_RULES = [
  {
    field: "endsAt",
    reads: ["startsAt", "endsAt", "timeZone"],
    broken: ({ startsAt, endsAt }: EventSpan) => endsAt < startsAt,
    problem: { code: "out_of_range", message: "must not be before startsAt" },
  },
  {
    field: "endsAt",
    reads: ["startsAt", "endsAt", "timeZone"],
    broken: ({ startsAt, endsAt }: EventSpan) => endsAt.getTime() - startsAt.getTime() > EVENT_DAYS_MAX * DAY,
    problem: { code: "out_of_range", message: `must be at most ${EVENT_DAYS_MAX} days after startsAt` },
  },
  {
    field: "priceTo",
    reads: ["priceFrom", "priceTo"],
    broken: ({ priceFrom, priceTo }: EventSpan) => priceFrom !== null && priceTo !== null && priceTo < priceFrom,
    problem: { code: "out_of_range", message: "must not be below priceFrom" },
  },
] as const satisfies readonly {
  field: EventField;
  /** The fields it reads, which must be sound before it is. */
  reads: readonly EventField[];
  broken: (span: EventSpan) => boolean;
  problem: FieldProblem;
}[];

/** What the rules refuse of an event as it would be stored. */
export const spanProblems = (span: EventSpan): FieldProblems =>
  Object.fromEntries(SPAN_RULES.filter(({ broken }) => broken(span)).map(({ field, problem }) => [field, problem]));

/** A festival's set is an hour or two; a day is room for any marathon, and more is a typing mistake in a date. */
export const SET_HOURS_MAX = 24;
const HOUR = 60 * 60 * 1000;

/** A set's times as stored: instants, or null when not known. */
export type SetSpan = { startsAt: Date | null; endsAt: Date | null };

/** The rules between a set's times, read as instants on the event's zone; each refuses the line-up. */
export const SET_RULES = [
  {
    broken: ({ startsAt, endsAt }: SetSpan) => startsAt !== null && endsAt !== null && endsAt <= startsAt,
    message: "endsAt must be after startsAt",
  },
  {
    broken: ({ startsAt, endsAt }: SetSpan) =>
      startsAt !== null && endsAt !== null && endsAt.getTime() - startsAt.getTime() > SET_HOURS_MAX * HOUR,
    message: `endsAt must be at most ${SET_HOURS_MAX} hours after startsAt`,
  },
] as const;

/** The first set that breaks a rule, named by its place in the line-up (from 1) and its name, as `lineup`'s problem. */
export function setProblems(sets: readonly (SetSpan & { name: string })[]): FieldProblems {
  for (const [index, set] of sets.entries()) {
    const rule = SET_RULES.find(({ broken }) => broken(set));
    if (rule)
      return { lineup: { code: "out_of_range", message: `performer ${index + 1} (${set.name}): ${rule.message}` } };
  }
  return {};
}

/** `?status=` of the list: upcoming (the default), past or all; `limit` and `offset` as the posts' list. */
export const EVENT_LISTS = ["upcoming", "past", "all"] as const;
export type EventList = (typeof EVENT_LISTS)[number];

export const eventListQuerySchema = z.object({
  status: z.enum(EVENT_LISTS, { error: `status must be one of ${EVENT_LISTS.join(", ")}` }).default("upcoming"),
  limit: wholeNumber("limit", 1, MAX_LIST_LIMIT),
  offset: wholeNumber("offset", 0),
});

/** The venue's parts as the schema has them: lib/validations/event.test.ts holds them to VENUE_PARTS. */
export const venueSchemaParts = () => Object.keys(venue.shape);
