import type { ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { NewsList } from "@/components/post/NewsList";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { listPostsPage } from "@/lib/posts";
import { newsListMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => newsListMetadata(1, parent);

export default async function NewsPage() {
  await cacheUnderArchive(cacheTags.lists);
  const list = await listPostsPage(1);
  if (!list) notFound();
  return <NewsList posts={list.posts} page={1} pages={list.pages} />;
}
