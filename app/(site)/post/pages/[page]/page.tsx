import type { Metadata } from "next";
import { NewsList } from "@/components/post/NewsList";
import { notFoundForAMinute } from "@/lib/not-found";
import { listPostsPage } from "@/lib/posts";
import { canonicalAlternates } from "@/lib/seo/metadata";
import { listPagePath } from "@/lib/seo/urls";
import { pageParamSchema } from "@/lib/validations/list-query";

// /post?page=N is rewritten here (next.config.ts); each page renders on its first visit, then comes from the cache.
export const dynamicParams = true;

export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/post/pages/[page]">): Promise<Metadata> {
  const parsed = pageParamSchema.safeParse((await params).page);
  return parsed.success ? { alternates: canonicalAlternates(listPagePath(parsed.data)) } : {};
}

export default async function NewsPageN({ params }: PageProps<"/post/pages/[page]">) {
  const parsed = pageParamSchema.safeParse((await params).page);
  const list = parsed.success ? await listPostsPage(parsed.data) : null;
  if (!parsed.success || !list) return notFoundForAMinute();
  return <NewsList posts={list.posts} page={parsed.data} pages={list.pages} />;
}
