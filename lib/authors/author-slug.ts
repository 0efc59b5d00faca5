// Who an author is: a post names its author in free text, and every name that folds to the same slug is one author.
import { z } from "@/lib/zod";
import { slugOf } from "@/lib/text/slug";
import { SLUG_PATTERN } from "@/lib/validations/post-fields";

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
