import { z } from "../zod";
import { coded } from "./field-problems";

export const MAX_LIST_LIMIT = 1000;

/** The longest search query read (?q= of /buscar and of the API): a few words, never a document. */
export const MAX_QUERY_LENGTH = 500;

export const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .refine((value) => /^\d{1,15}$/.test(value), coded("not_a_whole_number", `${name} must be a whole number`))
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .optional();

/** The states a list may ask for; without one the list is today's, of the posts online. */
export const LISTED_STATES = ["draft", "scheduled", "published", "trashed", "all"] as const;
export type ListedState = (typeof LISTED_STATES)[number];

export const listQuerySchema = z
  .object({
    limit: wholeNumber("limit", 1, MAX_LIST_LIMIT),
    offset: wholeNumber("offset", 0),
    status: z.enum(LISTED_STATES, { error: `status must be one of ${LISTED_STATES.join(", ")}` }).optional(),
    q: z.string().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
  })
  .refine(({ q, status }) => q === undefined || status === undefined, {
    message: "q searches the posts online and cannot be combined with status",
    path: ["q"],
  });

/** `?page=` of the news list: a whole number from 1, written without sign or leading zeros. */
export const pageParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

/** `?revision=` of a restore: the revision's number, from 1. */
export const restoreQuerySchema = z.object({ revision: wholeNumber("revision", 1) });
