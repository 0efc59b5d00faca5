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
  "date",
] as const;

export type PostField = (typeof POST_FIELDS)[number];
export type PostValues = Record<PostField, string>;

export const emptyPostValues = (date: string): PostValues => ({
  ...(Object.fromEntries(POST_FIELDS.map((field) => [field, ""])) as PostValues),
  date,
});

export const isIncomplete = (values: PostValues) => POST_FIELDS.some((field) => values[field].trim() === "");

/** "¡Bahidorá 2025: Año Único!" -> "bahidora-2025-ano-unico". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}
