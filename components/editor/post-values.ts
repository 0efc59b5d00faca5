import { mediaHashOf } from "@/lib/media/media-url";
import { slugOf } from "@/lib/text/fold";
import { SLUG_MAX_LENGTH } from "@/lib/validations/post";

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
export type PostValues = Record<PostField, string>;

export const emptyPostValues = (date: string): PostValues => ({
  ...(Object.fromEntries(POST_FIELDS.map((field) => [field, ""])) as PostValues),
  date,
});

/** The specification's nine: the alt text is asked for only with an uploaded photo (lib/media/media-url.ts). */
const REQUIRED_FIELDS = POST_FIELDS.filter((field) => field !== "imageAlt");

export const isIncomplete = (values: PostValues) => REQUIRED_FIELDS.some((field) => values[field].trim() === "");

/** A photo the editor uploaded is described by them: no one else can say what it shows. */
export const lacksAltText = (values: PostValues) =>
  mediaHashOf(values.image.trim()) !== null && values.imageAlt.trim() === "";

/** "¡Bahidorá 2025: Año Único!" -> "bahidora-2025-ano-unico". */
export const slugFromTitle = (title: string): string => slugOf(title, SLUG_MAX_LENGTH);
