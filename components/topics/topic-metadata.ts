// The <head> of /tema and of a topic's pages: their words, canonical address and the topic's own feed.
import "server-only";
import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata, pageTitle } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import { FEED_PATH } from "@/lib/urls";
import type { TopicRef } from "@/lib/newsroom/post-topics";
import { topicFeedPath, topicPagePath, TOPICS_PATH } from "@/lib/topics/topic-paths";

const shareImages = async (parent: ResolvingMetadata) => (await parent).openGraph?.images ?? [];

export async function topicsIndexMetadata(parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Topics.metadata");
  const text = { title: pageTitle(t("title")), description: t("description") };
  return pageMetadata(TOPICS_PATH, text, await shareImages(parent));
}

/** The title of a topic's feed, in its channel and in the page's <link rel="alternate">. */
export async function topicFeedTitle({ name }: TopicRef): Promise<string> {
  return (await getTranslations("Topics.metadata"))("feedTitle", { name });
}

/** Page N of a topic: its canonical address is its own, and it announces the topic's feed before the site's. */
export async function topicMetadata(topic: TopicRef, page: number, parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Topics.metadata");
  const { name } = topic;
  const text =
    page <= 1
      ? { title: pageTitle(t("topicTitle", { name })), description: t("topicDescription", { name }) }
      : {
          title: pageTitle(t("topicPageTitle", { name, page })),
          description: t("topicPageDescription", { name, page }),
        };
  const metadata = pageMetadata(topicPagePath(topic.slug)(page), text, await shareImages(parent));
  const feeds = [
    { url: topicFeedPath(topic.slug), title: await topicFeedTitle(topic) },
    { url: FEED_PATH, title: site.product },
  ];
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": feeds } } };
}
