// Every public address of the site, and the one origin that makes them absolute.
import "server-only";
import { env } from "@/lib/env";

export const HOME_PATH = "/";
/** The news list; its later pages are listPagePath(N). */
export const NEWS_PATH = "/post";
export const TEAM_PATH = "/team";
export const CONTACT_PATH = "/contact";
export const COOKIES_PATH = "/cookies";
/** The editor's login, outside the site's layout. */
export const LOGIN_PATH = "/login";
export const FEED_PATH = "/feed.xml";
export const SITEMAP_PATH = "/sitemap.xml";
export const NEWS_SITEMAP_PATH = "/news-sitemap.xml";
export const LOGO_PATH = "/images/brand/logo.png";

export const postPath = (id: string) => `${NEWS_PATH}/${id}`;

/** The list's public address: /post for the first page, /post?page=N after it (next.config.ts rewrites it). */
export const listPagePath = (page: number) => (page <= 1 ? NEWS_PATH : `${NEWS_PATH}?page=${page}`);

/** Part N of a sitemap too large for one file. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** Search engines and share previews need absolute addresses; SITE_URL is the one public origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env().SITE_URL}/`).toString();
}
