import { z } from "../zod";
import { isCalendarDate } from "@/lib/dates/calendar-date";
import { isMediaPath } from "@/lib/media/media-url";
import { slugOf } from "@/lib/text/fold";
import { plainName } from "@/lib/text/plain-name";
import { coded } from "./field-problems";
import { liveWindowSchema } from "./live-window";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
export const IMAGE_ALT_MAX_LENGTH = 300;
export const TOPICS_MAX = 8;
export const TOPIC_NAME_MAX_LENGTH = 40;
const TOPIC_SLUG_MAX_LENGTH = 60;

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
 * changed through the API.
 */
const API_CALLS = new Set(["media", "authors", "topics", "events"]);

/** A body field: Markdown (docs/stories.md). Its links are checked on the server (lib/api/post-writes.ts). */
export const BODY_MAX_LENGTH = 10_000;
export const storyField = () => requiredText(BODY_MAX_LENGTH);

/** The article's text, in the order a reader reads it: what the search excerpts and indexes besides the summary. */
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
      (id) => !API_CALLS.has(id),
      coded(
        "taken",
        "is the address of one of the API's calls (/edmNews/media, /edmNews/authors, /edmNews/topics, /edmNews/events)",
      ),
    ),
  title: requiredText(200),
  description: requiredText(500),
  ...bodySchema,
  author: requiredText(120, plainName),
  image: requiredText(IMAGE_MAX_LENGTH).refine(isImageAddress, NOT_AN_IMAGE_ADDRESS),
  imageAlt: imageAltSchema.optional(),
  date: requiredText(10).refine(isCalendarDate, coded("not_a_date", "must be a calendar date written YYYY-MM-DD")),
});

export type PostInput = z.infer<typeof postInputSchema>;

/** A post's fields, in the form's order: every list of them is read from here, so a new field is one edit. */
export type PostField = keyof typeof postInputSchema.shape;
export const POST_FIELDS = Object.keys(postInputSchema.shape) as PostField[];

/** The specification's nine: every field a post must have (the alt text is optional). */
export const REQUIRED_FIELDS = POST_FIELDS.filter(
  (field) => !postInputSchema.shape[field].safeParse(undefined).success,
);

export type BodyField = keyof typeof bodySchema;
export const BODY_FIELDS = Object.keys(bodySchema) as BodyField[];
/** A post's body (or a revision's) as its fields' texts, in the order a reader reads them. */
export const bodyTextsOf = (post: Record<BodyField, string>) => BODY_FIELDS.map((field) => post[field]);

/** A topic's address and identity: "Techno", "techno" and "TÉCHNO" are one topic. */
export const topicSlugOf = (name: string) => slugOf(name, TOPIC_SLUG_MAX_LENGTH);

/** A topic's address part as a route receives it: only what topicSlugOf can make reaches a query or a cache tag. */
export const topicSlugSchema = z.string().max(TOPIC_SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

/** The names in their order, each topic once: the first spelling of a slug is the one kept. */
export function distinctTopics(names: string[]): string[] {
  const bySlug = new Map<string, string>();
  for (const name of names) if (!bySlug.has(topicSlugOf(name))) bySlug.set(topicSlugOf(name), name);
  return [...bySlug.values()];
}

/** Why one topic name is refused, in the sentence the API answers; undefined when it is fine. */
function topicProblem(name: string): string | undefined {
  if (name === "") return "must not be empty";
  if (name.length > TOPIC_NAME_MAX_LENGTH) return `must be at most ${TOPIC_NAME_MAX_LENGTH} characters`;
  if (topicSlugOf(name) === "") return "needs a letter or a digit to make its address";
}

/**
 * The post's topics, replacing those it had: names of 1 to 40 characters once control and bidirectional characters
 * are dropped, each with a letter or digit, duplicates (by slug) folded into one, at most 8 once folded. A bad name
 * is answered by its place and its text.
 */
export const topicsSchema = z
  .array(z.string({ error: "must be a list of text" }).overwrite(plainName).trim(), { error: "must be a list of text" })
  .superRefine((names, context) => {
    names.forEach((name, index) => {
      const problem = topicProblem(name);
      if (problem) context.addIssue({ code: "custom", message: `topic ${index + 1} ("${name}") ${problem}` });
    });
  })
  .transform(distinctTopics)
  .refine(
    (names) => names.length <= TOPICS_MAX,
    coded("out_of_range", `must name at most ${TOPICS_MAX} different topics`),
  );

/**
 * The event a post is about (lib/events/): its id, or null or "" for none. Whether an event has the id is the store's
 * to say (`unknown_event`).
 */
export const postEventSchema = z
  .string({ error: "must be an event's id, or null for none" })
  .trim()
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
  .nullable()
  .transform((id) => id || null);

/**
 * What a post is linked to besides its fields, each optional so older clients work: its topics, its event and its
 * live coverage's window. They are not part of the post's revisions; a change of them raises its version.
 */
export const postLinkFields = {
  topics: topicsSchema.optional(),
  event: postEventSchema.optional(),
  live: liveWindowSchema.optional(),
};
