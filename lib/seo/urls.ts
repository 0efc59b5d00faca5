import "server-only";
import { env } from "@/lib/env";

/** Search engines and share previews need absolute addresses; SITE_URL is the one public origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env().SITE_URL}/`).toString();
}

export const postPath = (id: string) => `/post/${id}`;

/** The list's public address: /post for the first page, /post?page=N after it. */
export const listPagePath = (page: number) => (page <= 1 ? "/post" : `/post?page=${page}`);

export const FEED_PATH = "/feed.xml";
export const SITEMAP_PATH = "/sitemap.xml";
export const NEWS_SITEMAP_PATH = "/news-sitemap.xml";
export const TEAM_PATH = "/team";
export const LOGO_PATH = "/images/brand/logo.png";
