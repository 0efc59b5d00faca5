import type { Metadata, ResolvingMetadata } from "next";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { TopicPostList } from "@/components/topics/TopicPostList";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import { topicMetadata } from "@/components/topics/topic-metadata";
import { readTopicPage, redirectFormerTopic } from "@/lib/topics/topic-page";

// /tema/{slug}?page=N is rewritten here (next.config.ts); each page renders on its first visit, then is cached.
export const dynamicParams = true;

export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

export async function generateMetadata(
  { params }: PageProps<"/tema/[slug]/pages/[page]">,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { slug, page } = await params;
  const list = await readTopicPage(slug, page);
  return list ? topicMetadata(list.topic, list.page, parent) : missingPageMetadata("notFound");
}

export default async function TopicPageN({ params }: PageProps<"/tema/[slug]/pages/[page]">) {
  const { slug, page } = await params;
  const list = await readTopicPage(slug, page);
  if (list) return <TopicPostList {...list} />;
  await redirectFormerTopic(slug, page);
  return <NotFoundAnswer />;
}
