// A topic's page N, read once for the page and its metadata.
import "server-only";
import { cache } from "react";
import { cacheUnderArchive } from "../archive-cache";
import { cacheTags } from "../cache-tags";
import { pageParamSchema } from "../validations/list-query";
import { topicSlugSchema } from "../validations/post";
import { findTopic, listTopicPage } from "./topic-posts";

/**
 * The topic and its page's posts; null for a malformed address, an unknown topic, or a page that does not exist. The
 * address is checked first: a malformed one names no cache tag (Next.js logs a tag it refuses, with its text).
 */
export const readTopicPage = cache(async (rawSlug: string, rawPage: string) => {
  const slug = topicSlugSchema.safeParse(rawSlug);
  const page = pageParamSchema.safeParse(rawPage);
  if (!slug.success || !page.success) return null;
  await cacheUnderArchive(cacheTags.topic(slug.data));
  const topic = await findTopic(slug.data);
  const list = topic && (await listTopicPage(slug.data, page.data));
  return topic && list ? { topic, ...list, page: page.data } : null;
});
