// What the API's writes accept: the post's fields as the forms check them (lib/validations/post.ts), plus what only the server
// checks: that the Markdown parser may read a body field in bounded time. Its links, which only the parser finds, are
// checked after (lib/api/story-check.ts).
import "server-only";
import { parseCostProblem } from "@/lib/story/parse-cost";
import type { z } from "../zod";
import { postInputSchema, storyField } from "../validations/post";
import { BODY_FIELDS, BODY_MAX_LENGTH } from "../validations/post-fields";
import { postLinkFields } from "../validations/post-links";
import { publicationFields, withPublicationRules } from "../validations/publication";

/**
 * Markdown (a post's body field, an event's description) within the parser's bounds: its markup, its lines, its
 * nesting (lib/story/parse-cost.ts). The renderer would read it as plain paragraphs anyway; refusing it tells the
 * editor why, naming the count.
 */
export const checkedMarkdown = (story: z.ZodString) =>
  story.superRefine((markdown, context) => {
    // zod refines a text it already found too long: that one is refused without being read.
    if (markdown.length > BODY_MAX_LENGTH) return;
    const problem = parseCostProblem(markdown);
    if (problem) context.addIssue({ code: "custom", message: problem.message, params: { code: problem.code } });
  });

const checkedStory = () => checkedMarkdown(storyField());

/** The ten fields as the server takes them. */
export const checkedPostSchema = postInputSchema.extend(
  Object.fromEntries(BODY_FIELDS.map((field) => [field, checkedStory()])) as Record<
    (typeof BODY_FIELDS)[number],
    ReturnType<typeof checkedStory>
  >,
);

/** A write's body fields, each read by the story worker before the post is saved (lib/api/story-check.ts). */
export const bodyFieldsOf = (post: Partial<Record<(typeof BODY_FIELDS)[number], string>>) =>
  Object.fromEntries(BODY_FIELDS.map((field) => [field, post[field]]));

/** What a write may say besides the post's fields: its state, its topics and its event. */
const writeFields = { ...publicationFields, ...postLinkFields };

/** A new post: the ten fields, optionally its topics, its event, and a draft or a later publication rather than now. */
export const newPostSchema = withPublicationRules(checkedPostSchema.extend(writeFields));
export type NewPostInput = z.infer<typeof newPostSchema>;

/** A change to a post: any of the ten fields (a new id renames it), its topics and event, and the state asked for. */
export const postPatchSchema = withPublicationRules(checkedPostSchema.partial().extend(writeFields));
export type PostPatchInput = z.infer<typeof postPatchSchema>;
