import { z } from "../zod";
import { coded } from "./field-problems";

/** The states a save may ask for; `trashed` is reached by DELETE, not by a field. */
export const ASKED_STATUSES = ["draft", "scheduled", "published"] as const;

/**
 * An instant with its time zone (Z or ±hh:mm): without one, no server could know which moment the editor meant. zod's
 * formats know the calendar and the clock, where Date.parse moves 30 February to 2 March and 24:00 to the next day;
 * seconds, and their fraction, are optional.
 */
const INSTANT_FORMATS = [z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true, precision: -1 })];
export const isInstant = (value: string) => INSTANT_FORMATS.some((format) => format.safeParse(value).success);

export const publicationFields = {
  status: z.enum(ASKED_STATUSES, { error: `must be one of ${ASKED_STATUSES.join(", ")}` }).optional(),
  publishAt: z
    .string({ error: "must be text: a date and time with its time zone" })
    .refine(
      isInstant,
      coded("not_an_instant", "must be a real date and time with its time zone, for example 2026-12-05T20:00:00-06:00"),
    )
    .transform((value) => new Date(value))
    .optional(),
};

type Publication = { status?: (typeof ASKED_STATUSES)[number]; publishAt?: Date };

/** The publication rules read status and publishAt: only when both are sound, in a body that is an object at all. */
const fieldsValid = (issues: readonly { path?: PropertyKey[] }[]) =>
  !issues.some(({ path }) => !path?.length || path[0] === "status" || path[0] === "publishAt");

/**
 * Checks publishAt against the status asked for, even when other fields are wrong too, so that every bad field is
 * named at once: only `scheduled` takes a publishAt, needs one, and needs it ahead of now.
 */
export function withPublicationRules<T extends z.ZodType<Publication>>(schema: T) {
  const when = ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) => fieldsValid(issues);
  return schema
    .refine(({ status, publishAt }) => status === "scheduled" || publishAt === undefined, {
      ...coded("not_allowed", "is only taken with status scheduled"),
      path: ["publishAt"],
      when,
    })
    .refine(({ status, publishAt }) => status !== "scheduled" || publishAt !== undefined, {
      ...coded("required", "is required to schedule a post"),
      path: ["publishAt"],
      when,
    })
    .refine(({ status, publishAt }) => status !== "scheduled" || !publishAt || publishAt.getTime() > Date.now(), {
      ...coded("not_in_future", "must be in the future to schedule a post"),
      path: ["publishAt"],
      when,
    });
}
