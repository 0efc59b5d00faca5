// What the API's writes accept: the post's fields as the forms check them (lib/validations/post.ts), plus what only the server
// checks. The links of a body field are read with the Markdown parser, which the editor's forms must not download.
import "server-only";
import { MAX_MARKUP, markupCount } from "@/lib/story/nesting-limit";
import { unsafeLinks } from "@/lib/story/unsafe-links";
import type { z } from "../zod";
import { BODY_FIELDS, BODY_MAX_LENGTH, postInputSchema, postLinkFields, storyField } from "../validations/post";
import { publicationFields, withPublicationRules } from "../validations/publication";

/**
 * Markdown (a post's body field, an event's description) whose links and photos all have an address the renderer
 * keeps, and whose markup the parser reads in bounded time. The renderer would drop such links, and read such markup
 * as plain text, anyway; refusing them tells the editor why, naming the first link or the count.
 */
export const checkedMarkdown = (story: z.ZodString) =>
  story.superRefine((markdown, context) => {
    // zod refines a text it already found too long: that one is refused without being parsed.
    if (markdown.length > BODY_MAX_LENGTH) return;
    const symbols = markupCount(markdown);
    if (symbols > MAX_MARKUP) {
      context.addIssue({
        code: "custom",
        message: `holds ${symbols} Markdown symbols (* _ ~ \` [ ] |): at most ${MAX_MARKUP}`,
        params: { code: "too_much_markup" },
      });
      return;
    }
    const [link] = unsafeLinks(markdown);
    if (link === undefined) return;
    context.addIssue({
      code: "custom",
      message: `links to "${link.slice(0, 200)}": a link or photo must use http, https, mailto or an address of the site`,
      params: { code: "unsafe_link" },
    });
  });

const checkedStory = () => checkedMarkdown(storyField());

/** The ten fields as the server takes them. */
export const checkedPostSchema = postInputSchema.extend(
  Object.fromEntries(BODY_FIELDS.map((field) => [field, checkedStory()])) as Record<
    (typeof BODY_FIELDS)[number],
    ReturnType<typeof checkedStory>
  >,
);

/** What a write may say besides the post's fields: its state, its topics and its event. */
const writeFields = { ...publicationFields, ...postLinkFields };

/** A new post: the ten fields, optionally its topics, its event, and a draft or a later publication rather than now. */
export const newPostSchema = withPublicationRules(checkedPostSchema.extend(writeFields));
export type NewPostInput = z.infer<typeof newPostSchema>;

/** A change to a post: any of the ten fields (a new id renames it), its topics and event, and the state asked for. */
export const postPatchSchema = withPublicationRules(checkedPostSchema.partial().extend(writeFields));
export type PostPatchInput = z.infer<typeof postPatchSchema>;
