import type { ResolvingMetadata } from "next";
import { TopicIndex } from "@/components/topics/TopicIndex";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { topicsIndexMetadata } from "@/components/topics/topic-metadata";
import { listTopicsOnline } from "@/lib/topics/topic-posts";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => topicsIndexMetadata(parent);

// GET /tema - every topic with posts online; refreshed by any write touching a topic, or a scheduled post coming online
export default async function TopicsPage() {
  await cacheUnderArchive(cacheTags.topics);
  return <TopicIndex topics={await listTopicsOnline()} />;
}
