// How the API answers an author, and names one that does not exist.
import "server-only";
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/http/api-error";
import { absoluteUrl } from "@/lib/urls";
import type { AuthorProfile } from "./author-profiles";
import { authorSlugSchema } from "./author-slug";
import { authorPath } from "./author-paths";

/** `url`: the author's public page (it answers 404 while none of their posts is online). */
export const authorJson = (author: AuthorProfile) => ({
  ...author,
  updatedAt: author.updatedAt?.toISOString() ?? null,
  url: absoluteUrl(authorPath(author.slug)),
});

export const authorAnswer = (author: AuthorProfile) => NextResponse.json(authorJson(author));

const unknownAuthor = (slug: string) => new ApiError("not_found", `No post names an author "${slug}".`);

/** The `{slug}` of /edmNews/authors/{slug}: one that is no slug names no author. */
export async function authorSlugOfRoute(context: { params: Promise<{ slug: string }> }): Promise<string> {
  const { slug } = await context.params;
  if (!authorSlugSchema.safeParse(slug).success) throw unknownAuthor(slug);
  return slug;
}

/** The author, or a 404 that names the slug. */
export function found(slug: string, author: AuthorProfile | null): AuthorProfile {
  if (!author) throw unknownAuthor(slug);
  return author;
}
