// What a post page shows under its article, and the cache tags that keep it current.
import "server-only";
import { cacheTags, cacheUnder } from "../cache-tags";
import type { ListedPost } from "../posts";
import { nextLiveAtWith, relatedPosts } from "./related-posts";
import { topicsOfPost, type TopicRef } from "./topic-posts";

/**
 * The post's topics and related posts. The page is kept under its own tag and each of its topics': a post published,
 * changed or removed with one of them refreshes it, and so does a scheduled one coming online (its due tag).
 */
export async function postEnd(postId: string): Promise<{ topics: TopicRef[]; related: ListedPost[] }> {
  const topics = await topicsOfPost(postId);
  const slugs = topics.map(({ slug }) => slug);
  const due = await nextLiveAtWith(slugs, new Date());
  await cacheUnder(cacheTags.post(postId), ...slugs.map(cacheTags.topic), ...(due ? [cacheTags.due(due)] : []));
  return { topics, related: await relatedPosts(postId, slugs) };
}
