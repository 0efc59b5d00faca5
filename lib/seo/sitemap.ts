import { pageCount } from "@/lib/posts";
import { isoInNewsroom } from "./dates";
import { escapeXml } from "./escape";
import type { IndexedPost } from "../posts";
import { absoluteUrl, listPagePath, postPath } from "./urls";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Pages that are not posts and not list pages; /login and /createPost are for the editor only. */
export const STATIC_PUBLIC_PATHS = ["/team", "/contact", "/cookies"];

/** Every public address: home, each list page, the fixed pages and every post (newest first). */
export function sitemapEntries(posts: IndexedPost[]): SitemapEntry[] {
  const newest = posts.reduce<Date | undefined>(
    (latest, post) => (latest && latest > post.createdAt ? latest : post.createdAt),
    undefined,
  );
  const listPages = Array.from({ length: pageCount(posts.length) }, (_, index) => ({
    path: listPagePath(index + 1),
    lastModified: newest,
  }));
  return [
    { path: "/", lastModified: newest },
    ...listPages,
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...posts.map((post) => ({ path: postPath(post.id), lastModified: post.createdAt })),
  ];
}

/** The sitemap protocol's limit per file; a larger archive gets a sitemap index pointing to numbered parts. */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

export function sitemapPartCount(entries: number, limit = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(entries / limit));
}

/** Entries of part N (from 1), or null when there is no such part. */
export function sitemapPart(entries: SitemapEntry[], part: number, limit = SITEMAP_MAX_URLS): SitemapEntry[] | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(entries.length, limit)) return null;
  return entries.slice((part - 1) * limit, part * limit);
}

export function sitemapIndexXml(parts: number): string {
  const sitemaps = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(absoluteUrl(sitemapPartPath(index + 1)))}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    "</sitemapindex>",
    "",
  ].join("\n");
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${isoInNewsroom(entry.lastModified)}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
