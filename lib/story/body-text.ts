// A post's body as a reader reads it: the plain text of each of its Markdown fields, in order.
import { BODY_FIELDS, type BodyField } from "@/lib/validations/post";
import { storyText, wordCount } from "./story-text";

export const bodyTexts = (post: Record<BodyField, string>) => BODY_FIELDS.map((field) => storyText(post[field]));

/** The body's text in one piece, its fields apart as paragraphs: what search excerpts are cut from. */
export const bodyText = (post: Record<BodyField, string>) => bodyTexts(post).join("\n\n");

export const bodyWordCount = (post: Record<BodyField, string>) => wordCount(bodyText(post));
