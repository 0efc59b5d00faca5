// A post's fields and their bounds, without zod: the editor's forms read them, and zod with its messages in every
// language is about 90 KB of compressed JavaScript that no form needs (the API checks what is sent and names what it
// refuses). ./post.ts builds the schema on them; lib/validations/post.test.ts holds the two together.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
/** A post's title; an event's name has the same bound (lib/validations/event.ts). */
export const TITLE_MAX_LENGTH = 200;
export const IMAGE_ALT_MAX_LENGTH = 300;
/** A body field's Markdown (docs/stories.md). */
export const BODY_MAX_LENGTH = 10_000;
export const TOPICS_MAX = 8;
export const TOPIC_NAME_MAX_LENGTH = 40;
/** A note to the writer is a few sentences, not a second story: the form counts down to this. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/** A post's fields, in the form's order: every list of them is read from here, so a new field is one edit. */
export const POST_FIELDS = [
  "id",
  "title",
  "description",
  "introduction",
  "climax",
  "conclusion",
  "author",
  "image",
  "imageAlt",
  "date",
] as const;
export type PostField = (typeof POST_FIELDS)[number];

/** The specification's nine: every field a post must have (the alt text is optional). */
export const REQUIRED_FIELDS: readonly PostField[] = POST_FIELDS.filter((field) => field !== "imageAlt");

/** The article's text, in the order a reader reads it: what the search excerpts and indexes besides the summary. */
export const BODY_FIELDS = ["introduction", "climax", "conclusion"] as const;
export type BodyField = (typeof BODY_FIELDS)[number];
/** A post's body (or a revision's) as its fields' texts, in the order a reader reads them. */
export const bodyTextsOf = (post: Record<BodyField, string>) => BODY_FIELDS.map((field) => post[field]);
