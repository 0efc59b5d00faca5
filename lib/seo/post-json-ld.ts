// The post page's article JSON-LD as it is now: about its event, and a live blog while its coverage is on or to come.
import "server-only";
import type { PostEvent } from "@/lib/events/post-event";
import type { LiveUpdate } from "@/lib/live/live-updates";
import { readPostUpdates } from "@/lib/live/post-updates";
import { withMedia, type StoredPost } from "@/lib/posts";
import { storyText } from "@/lib/story/story-tree";
import { eventReferenceJsonLd } from "./event-json-ld";
import { postArticleJsonLd, type LiveBlogEntry } from "./live-blog-json-ld";

/** Each update's reader text and upload. One at a time: the story worker's queue holds 240 fields, a post 500 updates. */
async function liveBlogEntries(updates: LiveUpdate[]): Promise<LiveBlogEntry[]> {
  const entries: LiveBlogEntry[] = [];
  for (const update of await withMedia(updates)) entries.push({ ...update, bodyText: await storyText(update.text) });
  return entries;
}

/**
 * The newest updates the JSON-LD names: what a search engine shows of a live blog is its latest news, and each entry
 * is a parse of its text on every render of the page.
 */
export const JSON_LD_LIVE_UPDATES = 50;

/** The latest written or changed (so the latest change dates the article as its page's metadata does), newest first. */
const newestFirst = (updates: LiveUpdate[]) =>
  [...updates]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, JSON_LD_LIVE_UPDATES)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

/**
 * The page itself is rendered again when the coverage turns on and off (its `due:` tag), so the JSON-LD stops being a
 * live blog when the window ends.
 */
export async function postPageJsonLd(post: StoredPost, event: PostEvent | null) {
  return postArticleJsonLd(post, {
    about: event ? eventReferenceJsonLd(event) : undefined,
    entries: await liveBlogEntries(newestFirst(await readPostUpdates(post.id))),
    now: new Date(),
  });
}
