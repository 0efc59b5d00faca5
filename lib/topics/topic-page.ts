// A topic's page N, read once for the page and its metadata.
import "server-only";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { cacheUnderArchive } from "../archive-cache";
import { cacheTags } from "../cache-tags";
import { currentSlugOf } from "../former-slugs";
import { notFoundForAMinute } from "../not-found";
import { pageParamSchema } from "../validations/list-query";
import { topicPagePath } from "./topic-paths";
import { findTopic, listTopicPage } from "./topic-posts";

/** The topic and its page's posts; null for an unknown topic, or a page that does not exist. */
export const readTopicPage = cache(async (slug: string, rawPage: string) => {
  await cacheUnderArchive(cacheTags.topic(slug));
  const parsed = pageParamSchema.safeParse(rawPage);
  const topic = parsed.success ? await findTopic(slug) : null;
  const list = topic && parsed.success ? await listTopicPage(slug, parsed.data) : null;
  return topic && list && parsed.success ? { topic, ...list, page: parsed.data } : null;
});

/** A page of a topic's former slug answers 308 to the same page of the topic; any other missing page is a 404. */
export async function missingTopicPage(slug: string, rawPage: string): Promise<never> {
  const [current, page] = [await currentSlugOf("topic", slug), pageParamSchema.safeParse(rawPage)];
  if (current && page.success) permanentRedirect(topicPagePath(current)(page.data));
  return notFoundForAMinute();
}
