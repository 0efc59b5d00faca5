// What a post page shows under its article, and the cache tags that keep it current.
import "server-only";
import { cacheTags, cacheUnder } from "../cache-tags";
import type { ListedPost } from "../posts";
import { newestOtherPosts, nextLiveAtWith, relatedPosts } from "./related-posts";
import { topicsOfPost, type TopicRef } from "./topic-posts";

/** `newest` only when nothing is related: every post page offers somewhere to go next. */
export type PostEnd = { topics: TopicRef[]; related: ListedPost[]; newest: ListedPost[] };

/**
 * The post's topics and related posts, or else the newest posts. The page is kept under its own tag and each of its
 * topics': a post published, changed or removed with one of them refreshes it, and so does a scheduled one coming
 * online (its due tag). The newest posts it shows instead keep it under their own tags, not the lists': a change to
 * one of them (a rename, the trash) refreshes it, while a publication still refreshes only the pages of its topics,
 * never every post page, and a page showing older posts than the newest still sends readers to posts online.
 */
export async function postEnd(postId: string): Promise<PostEnd> {
  const topics = await topicsOfPost(postId);
  const slugs = topics.map(({ slug }) => slug);
  const [due, related] = await Promise.all([nextLiveAtWith(slugs, new Date()), relatedPosts(postId, slugs)]);
  const newest = related.length > 0 ? [] : await newestOtherPosts(postId);
  await cacheUnder(
    cacheTags.post(postId),
    ...slugs.map(cacheTags.topic),
    ...(due ? [cacheTags.due(due)] : []),
    ...newest.map(({ id }) => cacheTags.post(id)),
  );
  return { topics, related, newest };
}
