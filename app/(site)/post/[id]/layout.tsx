import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/JsonLd";
import { ShareButtons } from "@/components/share/ShareButtons";
import { findPost } from "@/lib/posts";
import { newsArticleJsonLd } from "@/lib/seo/json-ld";
import { postMetadata } from "@/lib/seo/metadata";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import { absoluteUrl, postPath } from "@/lib/seo/urls";

/**
 * A missing post's words are set here, not in ./not-found.tsx: Next.js reads a not-found file's metadata only when
 * the metadata itself finds nothing, not when the page does. They also drop the share card this segment would lend.
 */
export async function generateMetadata({ params }: LayoutProps<"/post/[id]">): Promise<Metadata> {
  const post = await findPost((await params).id);
  return post ? postMetadata(post) : missingPageMetadata("postNotFound");
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
