// What the API's writes accept: the post's fields as the forms check them (lib/validations/post.ts), plus what only the server
// checks. The links of a body field are read with the Markdown parser, which the editor's forms must not download.
import "server-only";
import { unsafeLinks } from "@/lib/story/unsafe-links";
import type { z } from "../zod";
import { BODY_FIELDS, BODY_MAX_LENGTH, postInputSchema, storyField, topicsSchema } from "../validations/post";
import { publicationFields, withPublicationRules } from "../validations/publication";

/**
 * Markdown (a post's body field, an event's description) whose links and photos all have an address the renderer
 * keeps. It would drop the others anyway; refusing them tells the editor why, naming the first.
 */
export const linkChecked = (story: z.ZodString) =>
  story.superRefine((markdown, context) => {
    // zod refines a text it already found too long: that one is refused without being parsed.
    if (markdown.length > BODY_MAX_LENGTH) return;
    const [link] = unsafeLinks(markdown);
    if (link === undefined) return;
    context.addIssue({
      code: "custom",
      message: `links to "${link.slice(0, 200)}": a link or photo must use http, https, mailto or an address of the site`,
      params: { code: "unsafe_link" },
    });
  });

const linkCheckedStory = () => linkChecked(storyField());

/** The ten fields as the server takes them. */
export const checkedPostSchema = postInputSchema.extend(
  Object.fromEntries(BODY_FIELDS.map((field) => [field, linkCheckedStory()])) as Record<
    (typeof BODY_FIELDS)[number],
    ReturnType<typeof linkCheckedStory>
  >,
);

/** What a write may say besides the post's fields: its state, and its topics (optional, so older clients work). */
const writeFields = { ...publicationFields, topics: topicsSchema.optional() };

/** A new post: the ten fields, optionally its topics and a draft or a later publication instead of publishing now. */
export const newPostSchema = withPublicationRules(checkedPostSchema.extend(writeFields));
export type NewPostInput = z.infer<typeof newPostSchema>;

/** A change to a post: any of the ten fields (a new id renames it), its topics, and the state it should be in. */
export const postPatchSchema = withPublicationRules(checkedPostSchema.partial().extend(writeFields));
export type PostPatchInput = z.infer<typeof postPatchSchema>;
