import { mediaHashOf } from "@/lib/media/media-url";
import { POST_FIELDS, REQUIRED_FIELDS, type PostField } from "@/lib/validations/post-fields";

export { POST_FIELDS, type PostField };
export type PostValues = Record<PostField, string>;

export const emptyPostValues = (date: string): PostValues => ({
  ...(Object.fromEntries(POST_FIELDS.map((field) => [field, ""])) as PostValues),
  date,
});

/** The fields whose text differs between two versions of a post, in the form's order. */
export const changedFields = (a: PostValues, b: PostValues) => POST_FIELDS.filter((field) => a[field] !== b[field]);

/** The alt text is not required: it is asked for only with an uploaded photo (lib/media/media-url.ts). */
export const isIncomplete = (values: PostValues) => REQUIRED_FIELDS.some((field) => values[field].trim() === "");

/** A photo the editor uploaded is described by them: no one else can say what it shows. */
export const lacksAltText = (values: PostValues) =>
  mediaHashOf(values.image.trim()) !== null && values.imageAlt.trim() === "";
