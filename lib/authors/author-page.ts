// What /autor/{slug} shows: the author's name, bio and photo, and one page of their posts online.
import "server-only";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db";
import { currentSlugOf } from "@/lib/former-slugs";
import { mediaOf, type Media } from "@/lib/media/find-media";
import { listPostsPage, type ListedPost } from "@/lib/posts";
import { pageParamSchema } from "@/lib/validations/list-query";
import { cacheUnderAuthor } from "./author-cache";
import { namesOf, newestSpelling } from "./author-names";
import { authorSlugSchema } from "./author-slug";
import { authorPath } from "./author-paths";

export type PublicAuthor = { slug: string; name: string; bio: string; photo: string; media: Media | null };
export type AuthorPage = { author: PublicAuthor; posts: ListedPost[]; page: number; pages: number };

/**
 * Page `page` of the author's posts online, newest first, with what the editor added to their page; null for an
 * author with no post online or a page out of range. An author without a row has their name and posts only.
 */
export async function readAuthorPage(slug: string, page: number): Promise<AuthorPage | null> {
  const names = await namesOf(slug);
  if (names.length === 0) return null;
  const [list, name, profile] = await Promise.all([
    listPostsPage(page, { author: { in: names } }),
    newestSpelling(names, { online: true }),
    db.author.findUnique({ where: { slug }, select: { bio: true, photo: true } }),
  ]);
  if (!list || !name) return null;
  const { bio = "", photo = "" } = profile ?? {};
  const media = photo ? await mediaOf(photo) : null;
  return { author: { slug, name, bio, photo, media }, posts: list.posts, page, pages: list.pages };
}

/**
 * An author route's page from its raw address parts, read once per render for the page and its metadata; null for a
 * malformed slug or page, an unknown author or a page out of range. Kept in the cache with the lists and the author.
 */
export const authorPageAt = cache(async (rawSlug: string, rawPage: string): Promise<AuthorPage | null> => {
  const slug = authorSlugSchema.safeParse(rawSlug);
  const page = pageParamSchema.safeParse(rawPage);
  if (!slug.success || !page.success) return null;
  await cacheUnderAuthor(slug.data);
  return readAuthorPage(slug.data, page.data);
});

/** A page of an author's former slug answers 308 to the same page of the author; any other address is left alone. */
export async function redirectFormerAuthor(rawSlug: string, rawPage: string): Promise<void> {
  const [slug, page] = [authorSlugSchema.safeParse(rawSlug), pageParamSchema.safeParse(rawPage)];
  if (!slug.success || !page.success) return;
  const current = await currentSlugOf("author", slug.data);
  if (current) permanentRedirect(authorPath(current, page.data));
}
