import type { Metadata } from "next";
import { cache } from "react";
import { JsonLd } from "@/components/seo/JsonLd";
import { ShareButtons } from "@/components/share/ShareButtons";
import { getPost } from "@/lib/posts";
import { newsArticleJsonLd } from "@/lib/seo/json-ld";
import { postMetadata } from "@/lib/seo/metadata";
import { absoluteUrl, postPath } from "@/lib/seo/urls";
import { postIdSchema } from "@/lib/validations/post";

/** One read per render for the metadata and the layout; an invalid id is simply no post. */
const findPost = cache(async (rawId: string) => {
  const id = postIdSchema.safeParse(rawId);
  return id.success ? getPost(id.data) : null;
});

export async function generateMetadata({ params }: LayoutProps<"/post/[id]">): Promise<Metadata> {
  const post = await findPost((await params).id);
  return post ? postMetadata(post) : {};
}

/** Search engines get the article's structured data and readers a way to pass it on; a missing post gets neither. */
export default async function PostLayout({ children, params }: LayoutProps<"/post/[id]">) {
  const post = await findPost((await params).id);
  if (!post) return children;
  return (
    <>
      <JsonLd data={newsArticleJsonLd(post)} />
      {children}
      <ShareButtons title={post.title} url={absoluteUrl(postPath(post.id))} />
    </>
  );
}
