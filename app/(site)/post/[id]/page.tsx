import { PostArticle } from "@/components/post/PostArticle";
import { notFoundForAMinute } from "@/lib/not-found";
import { findPost, HOME_POSTS, listPosts } from "@/lib/posts";

// The newest posts render at build time, every other post on its first visit; all are then served from the cache
// until a publication refreshes them. A route with no page rendered at build gets no prefetch hints, and without
// them the browser cannot show the loading state (../loading.tsx) while a post is on its way.
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return (await listPosts({ limit: HOME_POSTS })).map(({ id }) => ({ id }));
}

export default async function PostPage({ params }: PageProps<"/post/[id]">) {
  const post = await findPost((await params).id);
  if (!post) return notFoundForAMinute();
  return <PostArticle post={post} />;
}
