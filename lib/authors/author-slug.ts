// Who an author is: a post names its author in free text, and every name that folds to the same slug is one author.
import { z } from "@/lib/zod";
import { slugOf } from "@/lib/text/fold";
import { SLUG_PATTERN } from "@/lib/validations/post";

export const AUTHOR_SLUG_MAX_LENGTH = 80;

/** "Diego Ramírez", "diego ramirez" and " DIEGO RAMIREZ " -> "diego-ramirez"; "" for a name with no letter or digit. */
export const authorSlugOf = (name: string) => slugOf(name, AUTHOR_SLUG_MAX_LENGTH);

/** The names grouped by the author they fold to; names with an empty slug name nobody. */
export function groupBySlug(names: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const slug = authorSlugOf(name);
    if (slug) groups.set(slug, [...(groups.get(slug) ?? []), name]);
  }
  return groups;
}

/** An author's address part, as a route or the API receives it. */
export const authorSlugSchema = z
  .string()
  .max(AUTHOR_SLUG_MAX_LENGTH)
  .refine((slug) => SLUG_PATTERN.test(slug));

/** The author's public page: /autor/{slug}, its later pages /autor/{slug}?page=N (next.config.ts rewrites them). */
export const authorPath = (slug: string, page = 1) => (page <= 1 ? `/autor/${slug}` : `/autor/${slug}?page=${page}`);

/** The editor's list of authors, and the page where one author's bio and photo are edited. */
export const AUTHORS_EDITOR_PATH = "/editor/autores";
export const authorEditorPath = (slug: string) => `${AUTHORS_EDITOR_PATH}/${slug}`;

/** The API's address of one author: GET reads, PUT changes the bio and photo. */
export const authorApiPath = (slug: string) => `/edmNews/authors/${slug}`;
