// The slugs topics and authors had before slugs were spelled from names in any script (prisma/upgrades/): their
// addresses answer 308 to the current ones, as a renamed post's do.
import "server-only";
import { db } from "./db";
import { SLUG_PATTERN } from "./validations/post-fields";

/** The current slug of a topic or author that `slug` named once; null when it names none (or is no slug at all). */
export async function currentSlugOf(kind: "topic" | "author", slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const query = { where: { fromSlug: slug }, select: { toSlug: true } };
  const redirect =
    kind === "topic" ? await db.topicRedirect.findUnique(query) : await db.authorRedirect.findUnique(query);
  return redirect?.toSlug ?? null;
}
