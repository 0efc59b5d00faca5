// The names under which the site caches its pages and documents, and how a render takes them.
import { unstable_cache } from "next/cache";

/** Each name stands for what shows one part of the archive; refreshTags (lib/revalidate.ts) refreshes them after a change. */
export const cacheTags = {
  /** A post's page and its share image. */
  post: (id: string) => `post:${id}`,
  /** Home and every list page: they show the newest posts, and any change shifts them all. */
  lists: "lists",
  /** /feed.xml. */
  feed: "feed",
  /** /news-sitemap.xml. */
  newsSitemap: "news-sitemap",
  /**
   * A live post's answer to the readers' open pages (lib/live/live-answer.ts). refreshTags moves it with the post's
   * own tag, in the page cache's store alone: Next.js refreshes the tags it was handed once more after the change's
   * answer has left, and an answer polled in between, which read the change, would be rendered again for nothing.
   */
  liveAnswer: (id: string) => `live:${id}`,
  /** A topic's pages and feed, and the pages of the posts that have it (their related posts come from it). */
  topic: (slug: string) => `topic:${slug}`,
  /** A topic's feed alone: a live update grows its post's item there, and changes none of the topic's pages. */
  topicFeed: (slug: string) => `topic-feed:${slug}`,
  /** An author's pages, beside the lists: their bio and photo show only there. */
  author: (slug: string) => `author:${slug}`,
  /** /tema: every topic with its number of posts online. */
  topics: "topics",
  /** One event's calendar, page and share image. */
  event: (id: string) => `event:${id}`,
  /** What lists the events: /eventos.ics, /eventos and its filters, /eventos/pasados, home. */
  events: "events",
  /** /sitemap.xml and its parts, kept by lib/seo/sitemap-documents.ts. */
  sitemaps: "sitemaps",
  /** The instant the next scheduled post comes online: lib/page-cache-handler.ts expires its pages then. */
  due: (instant: Date) => `due:${instant.getTime()}`,
} as const;

/** The names that show the whole archive: every change refreshes them. */
export const archiveTags = [cacheTags.lists, cacheTags.feed, cacheTags.newsSitemap, cacheTags.sitemaps];

/**
 * A moment that stays the same until one of `tags` is refreshed, then moves on. It is one small value of Next.js's
 * data cache kept under those tags, and reading it also gives them to the page or route handler being rendered:
 * without cacheComponents, a render takes its cache tags only from the cached data it reads. The reads of
 * lib/posts.ts stay out of that cache: the API reads them too, and what it keeps comes back as JSON (dates as text).
 */
export function refreshedAt(...tags: string[]): Promise<number> {
  return unstable_cache(async () => Date.now(), tags, { tags })();
}

/** Keeps the page or document being rendered under `tags`: refreshing one of them renders it again on its next visit. */
export async function cacheUnder(...tags: string[]): Promise<void> {
  await refreshedAt(...tags);
}
