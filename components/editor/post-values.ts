import { mediaHashOf } from "@/lib/media/media-url";
import { slugOf } from "@/lib/text/fold";
import { POST_FIELDS, REQUIRED_FIELDS, SLUG_MAX_LENGTH, type PostField } from "@/lib/validations/post";

export { POST_FIELDS, type PostField };
export type PostValues = Record<PostField, string>;

/** Every field of the post, read from `post`: what the forms hold of a stored post. */
export const postValuesOf = (post: PostValues): PostValues =>
  Object.fromEntries(POST_FIELDS.map((field) => [field, post[field]])) as PostValues;

/** What the history compares of a revision: its fields, with the id the post had then. */
export const revisionValuesOf = (revision: Omit<PostValues, "id"> & { slug: string }): PostValues =>
  postValuesOf({ ...revision, id: revision.slug });

export const emptyPostValues = (date: string): PostValues => ({
  ...(Object.fromEntries(POST_FIELDS.map((field) => [field, ""])) as PostValues),
  date,
});

/** The alt text is not required: it is asked for only with an uploaded photo (lib/media/media-url.ts). */
export const isIncomplete = (values: PostValues) => REQUIRED_FIELDS.some((field) => values[field].trim() === "");

/** A photo the editor uploaded is described by them: no one else can say what it shows. */
export const lacksAltText = (values: PostValues) =>
  mediaHashOf(values.image.trim()) !== null && values.imageAlt.trim() === "";

/** "¡Bahidorá 2025: Año Único!" -> "bahidora-2025-ano-unico". */
export const slugFromTitle = (title: string): string => slugOf(title, SLUG_MAX_LENGTH);
