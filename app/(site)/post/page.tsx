import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NewsList } from "@/components/post/NewsList";
import { listPostsPage } from "@/lib/posts";
import { canonicalAlternates } from "@/lib/seo/metadata";

export const metadata: Metadata = { alternates: canonicalAlternates("/post") };

export default async function NewsPage() {
  const list = await listPostsPage(1);
  if (!list) notFound();
  return <NewsList posts={list.posts} page={1} pages={list.pages} />;
}
