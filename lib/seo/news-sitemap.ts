import { site } from "@/lib/site";
import { isoInNewsroom } from "./dates";
import { escapeXml } from "./escape";
import type { IndexedPost } from "../posts";
import { absoluteUrl, postPath } from "./urls";

/** Google News only reads articles from the last two days, and at most 1,000 of them. */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_LIMIT = 1000;

export const newsWindowStart = (now: Date) => new Date(now.getTime() - NEWS_WINDOW_MS);

export function newsSitemapXml(posts: IndexedPost[]): string {
  const publication = `<news:publication><news:name>${escapeXml(site.product)}</news:name><news:language>es</news:language></news:publication>`;
  const urls = posts.slice(0, NEWS_SITEMAP_LIMIT).map(
    (post) =>
      `<url><loc>${escapeXml(absoluteUrl(postPath(post.id)))}</loc><news:news>${publication}` +
      `<news:publication_date>${isoInNewsroom(post.createdAt)}</news:publication_date>` +
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
