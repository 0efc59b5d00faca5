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
 * The page itself is rendered again when the coverage turns on and off (its `due:` tag), so the JSON-LD stops being a
 * live blog when the window ends.
 */
export async function postPageJsonLd(post: StoredPost, event: PostEvent | null) {
  return postArticleJsonLd(post, {
    about: event ? eventReferenceJsonLd(event) : undefined,
    entries: await liveBlogEntries(await readPostUpdates(post.id)),
    now: new Date(),
  });
}
