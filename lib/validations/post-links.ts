// What links a post to the rest of the site besides its fields: its topics, its event and its live window. Apart from
// the post's fields (./post.ts), which the editor's forms import: a topic's identity is its slug, made on the server.
import { z } from "../zod";
import { slugOf } from "@/lib/text/slug";
import { plainName } from "@/lib/text/plain-name";
import { coded } from "./field-problems";
import { liveWindowSchema } from "./live-window";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, TOPIC_NAME_MAX_LENGTH, TOPICS_MAX } from "./post-fields";

const TOPIC_SLUG_MAX_LENGTH = 60;

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
