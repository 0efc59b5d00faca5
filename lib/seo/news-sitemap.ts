import "server-only";
import { site } from "@/lib/site";
import { isoInNewsroom, newsroomDay } from "@/lib/dates/newsroom-time";
import { escapeXml } from "./escape";
import { listPostsDatedBetween, type IndexedPost } from "../posts";
import { publishedAt } from "./post-dates";
import { absoluteUrl, postPath } from "@/lib/urls";

/** Google News only reads articles published in the last two days, and at most 1,000 of them. */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_LIMIT = 1000;

/** The calendar days (Mexico City) a post published in the window can carry: what the store is asked for. */
export function newsWindowDays(now: Date): { first: string; last: string } {
  return { first: newsroomDay(new Date(now.getTime() - NEWS_WINDOW_MS)), last: newsroomDay(now) };
}

/**
 * The posts whose publication (the same instant the sitemap, the page and the feed state) lies in the last 48 hours,
 * most recent first. A post stored today but dated back is old news and stays out; one dated ahead enters once its
 * day has begun.
 */
export function newsWindowPosts<Post extends IndexedPost>(posts: Post[], now: Date): Post[] {
  const since = now.getTime() - NEWS_WINDOW_MS;
  return posts
    .map((post) => ({ post, published: publishedAt(post).getTime() }))
    .filter(({ published }) => published >= since && published <= now.getTime())
    .sort((a, b) => b.published - a.published)
    .slice(0, NEWS_SITEMAP_LIMIT)
    .map(({ post }) => post);
}

/** What /news-sitemap.xml lists at `now`. */
export async function listNewsPosts(now: Date): Promise<IndexedPost[]> {
  const { first, last } = newsWindowDays(now);
  return newsWindowPosts(await listPostsDatedBetween(first, last), now);
}

export function newsSitemapXml(posts: IndexedPost[]): string {
  const publication = `<news:publication><news:name>${escapeXml(site.product)}</news:name><news:language>es</news:language></news:publication>`;
  const urls = posts.map(
    (post) =>
      `<url><loc>${escapeXml(absoluteUrl(postPath(post.id)))}</loc><news:news>${publication}` +
      `<news:publication_date>${isoInNewsroom(publishedAt(post))}</news:publication_date>` +
      `<news:title>${escapeXml(post.title)}</news:title></news:news></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
