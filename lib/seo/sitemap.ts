import "server-only";
import { pageCount } from "@/lib/posts";
import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { escapeXml } from "./escape";
import type { SitemapPost } from "../posts";
import { liveModifiedAt } from "./post-dates";
import {
  absoluteUrl,
  CONTACT_PATH,
  COOKIES_PATH,
  HOME_PATH,
  listPagePath,
  postPath,
  PRIVACY_PATH,
  sitemapPartPath,
  TEAM_PATH,
} from "@/lib/urls";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Pages that are not posts and not list pages; /login and /createPost are for the editor only. */
export const STATIC_PUBLIC_PATHS = [TEAM_PATH, CONTACT_PATH, COOKIES_PATH, PRIVACY_PATH];

/**
 * Home, every list page, the fixed pages and the `sections`' pages (topics…): the addresses before the posts, for an
 * archive of `total` posts. The lists change with every post they show, so they carry the archive's latest
 * modification (`newest`).
 */
export function leadingEntries(total: number, newest: Date | undefined, sections: SitemapEntry[] = []): SitemapEntry[] {
  const listPages = Array.from({ length: pageCount(total) }, (_, index) => ({
    path: listPagePath(index + 1),
    lastModified: newest,
  }));
  const fixed = STATIC_PUBLIC_PATHS.map((path) => ({ path }));
  return [{ path: HOME_PATH, lastModified: newest }, ...listPages, ...fixed, ...sections];
}

export const postEntry = (post: SitemapPost): SitemapEntry => ({
  path: postPath(post.id),
  lastModified: liveModifiedAt(post),
});

/** Every public address: home, each list page, the fixed pages, the sections' pages and every post (newest first). */
export function sitemapEntries(posts: SitemapPost[], sections: SitemapEntry[] = []): SitemapEntry[] {
  const entries = posts.map(postEntry);
  const newest = entries.reduce<Date | undefined>(
    (latest, { lastModified }) => (latest && lastModified && latest > lastModified ? latest : lastModified),
    undefined,
  );
  return [...leadingEntries(posts.length, newest, sections), ...entries];
}

/** The sitemap protocol's limit per file; a larger archive gets a sitemap index pointing to numbered parts. */
export const SITEMAP_MAX_URLS = 50_000;

export function sitemapPartCount(entries: number, limit = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(entries / limit));
}

export type SitemapPartPlan = { leading: SitemapEntry[]; posts: { offset: number; limit: number } };

/**
 * What part N (from 1) holds, without reading the whole archive: the leading addresses that fall in it and the
 * window of the newest-first post list that fills the rest. Null when there is no such part: past the last, or any
 * part of an archive that fits one sitemap, since /sitemap.xml is then that sitemap and no index names a part.
 */
export function sitemapPartPlan(
  leading: SitemapEntry[],
  total: number,
  part: number,
  limit = SITEMAP_MAX_URLS,
): SitemapPartPlan | null {
  const count = leading.length + total;
  if (count <= limit || !Number.isInteger(part) || part < 1 || part > sitemapPartCount(count, limit)) return null;
  const start = (part - 1) * limit;
  const end = Math.min(part * limit, count);
  const offset = Math.max(start, leading.length) - leading.length;
  return { leading: leading.slice(start, end), posts: { offset, limit: Math.max(0, end - leading.length - offset) } };
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
