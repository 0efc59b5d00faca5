import { z } from "../zod";
import { isCalendarDate } from "@/lib/dates/calendar-date";
import { isMediaPath } from "@/lib/media/media-url";
import { plainName } from "@/lib/text/plain-name";
import { coded } from "./field-problems";
import { BODY_MAX_LENGTH, IMAGE_ALT_MAX_LENGTH, SLUG_MAX_LENGTH, SLUG_PATTERN, TITLE_MAX_LENGTH } from "./post-fields";

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * What the image shows, on one line as a name is: optional in the API, which older clients call without it (a new post
 * then stores ""), and asked for by the form.
 */
export const imageAltSchema = z
  .string({ error: "must be text" })
  .overwrite(plainName)
  .trim()
  .max(IMAGE_ALT_MAX_LENGTH, `must be at most ${IMAGE_ALT_MAX_LENGTH} characters`);

/** `clean` rewrites the text before it is trimmed and measured: what is checked is what is stored. */
export const requiredText = (max: number, clean: (text: string) => string = (text) => text) =>
  z
    .string({ error: "is required and must be text" })
    .overwrite(clean)
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

export const IMAGE_MAX_LENGTH = 2_000;

/** A cover photo's address (a post's, an event's): an http or https URL, or a photo uploaded here. */
export const isImageAddress = (image: string) => isHttpUrl(image) || isMediaPath(image);
export const NOT_AN_IMAGE_ADDRESS = coded(
  "not_a_url",
  "must be an http or https URL, or the address of a photo uploaded here (/media/...)",
);

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
 * changed through the API. lib/validations/post.test.ts holds it against app/edmNews.
 */
export const API_CALLS = ["account", "authors", "events", "keys", "media", "newsletter", "team", "topics"] as const;
const apiCalls = new Set<string>(API_CALLS);

/** A body field: Markdown (docs/stories.md). Its links are checked on the server (lib/api/post-writes.ts). */
export const storyField = () => requiredText(BODY_MAX_LENGTH);

const bodySchema = {
  introduction: storyField(),
  climax: storyField(),
  conclusion: storyField(),
};

export const postInputSchema = z.object({
  id: z
    .string({ error: "is required and must be text" })
    .trim()
    .pipe(postIdSchema)
    .refine(
      (id) => !apiCalls.has(id),
      coded(
        "taken",
        `is the address of one of the API's calls (${API_CALLS.map((call) => `/edmNews/${call}`).join(", ")})`,
      ),
    ),
  title: requiredText(TITLE_MAX_LENGTH),
  description: requiredText(500),
  ...bodySchema,
  author: requiredText(120, plainName),
  image: requiredText(IMAGE_MAX_LENGTH).refine(isImageAddress, NOT_AN_IMAGE_ADDRESS),
  imageAlt: imageAltSchema.optional(),
  date: requiredText(10).refine(isCalendarDate, coded("not_a_date", "must be a calendar date written YYYY-MM-DD")),
});

export type PostInput = z.infer<typeof postInputSchema>;
