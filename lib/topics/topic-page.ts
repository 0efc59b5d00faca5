// A topic's page N, read once for the page and its metadata.
import "server-only";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { cacheUnderArchive } from "../archive-cache";
import { cacheTags } from "../cache-tags";
import { currentSlugOf } from "../former-slugs";
import { pageParamSchema } from "../validations/list-query";
import { topicSlugSchema } from "../validations/post-links";
import { topicPagePath } from "./topic-paths";
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

/** A page of a topic's former slug answers 308 to the same page of the topic; any other address is left alone. */
export async function redirectFormerTopic(rawSlug: string, rawPage: string): Promise<void> {
  const [slug, page] = [topicSlugSchema.safeParse(rawSlug), pageParamSchema.safeParse(rawPage)];
  if (!slug.success || !page.success) return;
  const current = await currentSlugOf("topic", slug.data);
  if (current) permanentRedirect(topicPagePath(current)(page.data));
}
