import type { Metadata, ResolvingMetadata } from "next";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { TopicPostList } from "@/components/topics/TopicPostList";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import { topicMetadata } from "@/components/topics/topic-metadata";
import { readTopicPage, redirectFormerTopic } from "@/lib/topics/topic-page";

// Every topic renders on its first visit, then comes from the cache until a write touching the topic refreshes it;
// /tema/{slug}?page=N is rewritten to ./pages/[page] (next.config.ts).
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata(
  { params }: PageProps<"/tema/[slug]">,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const list = await readTopicPage((await params).slug, "1");
  return list ? topicMetadata(list.topic, 1, parent) : missingPageMetadata("notFound");
}

export default async function TopicPage({ params }: PageProps<"/tema/[slug]">) {
  const { slug } = await params;
  const list = await readTopicPage(slug, "1");
  if (list) return <TopicPostList {...list} />;
  await redirectFormerTopic(slug, "1");
  return <NotFoundAnswer />;
}
