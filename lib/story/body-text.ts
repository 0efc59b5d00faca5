// A post's body as a reader reads it: the plain text of each of its Markdown fields, in order, apart as paragraphs.
// Stored with every save as the post's bodyText, so search, excerpts, the reading time and JSON-LD read it without
// parsing the Markdown again.
import { BODY_FIELDS, type BodyField } from "@/lib/validations/post-fields";
import { storyText } from "./story-tree";

export const bodyTextOf = async (post: Record<BodyField, string>) =>
  (await Promise.all(BODY_FIELDS.map((field) => storyText(post[field])))).join("\n\n");
