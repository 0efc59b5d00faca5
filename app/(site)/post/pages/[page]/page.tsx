import type { Metadata, ResolvingMetadata } from "next";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { cache } from "react";
import { NewsList } from "@/components/post/NewsList";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { listPostsPage } from "@/lib/posts";
import { missingPageMetadata, newsListMetadata } from "@/lib/seo/page-metadata";
import { pageParamSchema } from "@/lib/validations/list-query";

// /post?page=N is rewritten here (next.config.ts); each page renders on its first visit, then comes from the cache.
export const dynamicParams = true;

export function generateStaticParams(): { page: string }[] {
  return [];
}

/** The page's posts, read once for the page and its metadata; null for a page that does not exist. */
const readListPage = cache(async (rawPage: string) => {
  const parsed = pageParamSchema.safeParse(rawPage);
  if (!parsed.success) return null;
  await cacheUnderArchive(cacheTags.lists);
  const list = await listPostsPage(parsed.data);
  return list && { ...list, page: parsed.data };
});

// A page out of range gets the not-found words here: Next.js reads the not-found file's only when metadata fails.
export async function generateMetadata(
  { params }: PageProps<"/post/pages/[page]">,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const list = await readListPage((await params).page);
  return list ? newsListMetadata(list.page, parent) : missingPageMetadata("notFound");
}

export default async function NewsPageN({ params }: PageProps<"/post/pages/[page]">) {
  const list = await readListPage((await params).page);
  if (!list) return <NotFoundAnswer />;
  return <NewsList posts={list.posts} page={list.page} pages={list.pages} />;
}
