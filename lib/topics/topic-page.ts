// A topic's page N, read once for the page and its metadata.
import "server-only";
import { cache } from "react";
import { cacheUnderArchive } from "../archive-cache";
import { cacheTags } from "../cache-tags";
import { pageParamSchema } from "../validations/list-query";
import { findTopic, listTopicPage } from "./topic-posts";

/** The topic and its page's posts; null for an unknown topic, or a page that does not exist. */
export const readTopicPage = cache(async (slug: string, rawPage: string) => {
  await cacheUnderArchive(cacheTags.topic(slug));
  const parsed = pageParamSchema.safeParse(rawPage);
  const topic = parsed.success ? await findTopic(slug) : null;
  const list = topic && parsed.success ? await listTopicPage(slug, parsed.data) : null;
  return topic && list && parsed.success ? { topic, ...list, page: parsed.data } : null;
});
