// GET /tema/{slug}/feed.xml - RSS 2.0 of a topic's latest posts; rebuilt when a post with the topic is written
import { getTranslations } from "next-intl/server";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { currentSlugOf } from "@/lib/former-slugs";
import { notFoundHeaders } from "@/lib/not-found";
import { feedXml, FEED_SIZE } from "@/lib/seo/feed";
import { topicFeedTitle } from "@/components/topics/topic-metadata";
import { topicFeedPath, topicPath } from "@/lib/topics/topic-paths";
import { findTopic, listTopicFeedPosts } from "@/lib/topics/topic-posts";
import { topicSlugSchema } from "@/lib/validations/post-links";

export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", ...notFoundHeaders } });

export async function GET(_request: Request, { params }: RouteContext<"/tema/[slug]/feed.xml">) {
  const { slug } = await params;
  if (!topicSlugSchema.safeParse(slug).success) return notFound();
  await cacheUnderArchive(cacheTags.topic(slug), cacheTags.topicFeed(slug));
  const topic = await findTopic(slug);
  const posts = topic ? await listTopicFeedPosts(slug, FEED_SIZE) : [];
  if (!topic || posts.length === 0) {
    const current = topic ? null : await currentSlugOf("topic", slug);
    if (current) return new Response(null, { status: 308, headers: { Location: topicFeedPath(current) } });
    return notFound();
  }
  const t = await getTranslations("Topics.metadata");
  const channel = {
    title: await topicFeedTitle(topic),
    description: t("topicDescription", { name: topic.name }),
    path: topicPath(slug),
    feedPath: topicFeedPath(slug),
  };
  return new Response(await feedXml(posts, channel), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
