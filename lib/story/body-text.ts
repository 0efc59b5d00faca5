// A post's body as a reader reads it: the plain text of each of its Markdown fields, in order, apart as paragraphs.
// Stored with every save as the post's bodyText, so search, excerpts, the reading time and JSON-LD read it without
// parsing the Markdown again.
import { BODY_FIELDS, type BodyField } from "@/lib/validations/post";
import { storyText } from "./story-text";

export const bodyTextOf = (post: Record<BodyField, string>) =>
  BODY_FIELDS.map((field) => storyText(post[field])).join("\n\n");
