import { notFound } from "next/navigation";
import { PostArticle } from "@/components/post/PostArticle";
import { findPost } from "@/lib/posts";

// Every post renders on its first visit and is then served from the cache until a publication refreshes it.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function PostPage({ params }: PageProps<"/post/[id]">) {
  const post = await findPost((await params).id);
  if (!post) notFound();
  return <PostArticle post={post} />;
}
