import { notFound } from "next/navigation";
import { PostArticle } from "@/components/post/PostArticle";
import { getPost } from "@/lib/posts";
import { postIdSchema } from "@/lib/validations/post";

// Every post renders on its first visit and is then served from the cache until a publication refreshes it.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function PostPage({ params }: PageProps<"/post/[id]">) {
  const id = postIdSchema.safeParse((await params).id);
  const post = id.success ? await getPost(id.data) : null;
  if (!post) notFound();
  return <PostArticle post={post} />;
}
