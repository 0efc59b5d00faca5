import { z } from "zod";
import { isCalendarDate } from "@/lib/calendar-date";
import { isMediaPath } from "@/lib/media/media-url";
import { coded } from "./field-problems";
import { publicationFields, withPublicationRules } from "./publication";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
export const IMAGE_ALT_MAX_LENGTH = 300;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * What the image shows: optional in the API, which older clients call without it (a new post then stores ""), and
 * asked for by the form.
 */
const imageAltSchema = z
  .string({ error: "must be text" })
  .trim()
  .max(IMAGE_ALT_MAX_LENGTH, `must be at most ${IMAGE_ALT_MAX_LENGTH} characters`);

const requiredText = (max: number) =>
  z
    .string({ error: "is required and must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

export const postIdSchema = z
  .string()
  .min(1, "must not be empty")
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
  .refine(
    (id) => SLUG_PATTERN.test(id),
    coded("not_a_slug", "must use lowercase letters, digits and single hyphens (for example edc-mexico-2025)"),
  );

/**
 * Ids that are calls of the API under /edmNews (createNews is no slug anyway): a post with one could not be read or
 * changed through the API.
 */
const API_CALLS = new Set(["media", "authors"]);

export const postInputSchema = z.object({
  id: z
    .string({ error: "is required and must be text" })
    .trim()
    .pipe(postIdSchema)
    .refine(
      (id) => !API_CALLS.has(id),
      coded("taken", "is the address of one of the API's calls (/edmNews/media, /edmNews/authors)"),
    ),
  title: requiredText(200),
  description: requiredText(500),
  introduction: requiredText(10_000),
  climax: requiredText(10_000),
  conclusion: requiredText(10_000),
  author: requiredText(120),
  image: requiredText(2_000).refine(
    (image) => isHttpUrl(image) || isMediaPath(image),
    coded("not_a_url", "must be an http or https URL, or the address of a photo uploaded here (/media/...)"),
  ),
  imageAlt: imageAltSchema.optional(),
  date: requiredText(10).refine(isCalendarDate, coded("not_a_date", "must be a calendar date written YYYY-MM-DD")),
});

export type PostInput = z.infer<typeof postInputSchema>;

/** A new post: the ten fields, and optionally a draft or a later publication instead of publishing now. */
export const newPostSchema = withPublicationRules(postInputSchema.extend(publicationFields));
export type NewPostInput = z.infer<typeof newPostSchema>;

/** A change to a post: any of the ten fields (a new id renames it), and the state it should be in. */
export const postPatchSchema = withPublicationRules(postInputSchema.partial().extend(publicationFields));
export type PostPatchInput = z.infer<typeof postPatchSchema>;
