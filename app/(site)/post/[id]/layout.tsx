import { BreadcrumbJsonLd } from "@/components/seo/BreadcrumbJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { ShareButtons } from "@/components/share/ShareButtons";
import { findPostEvent } from "@/lib/events/post-event";
import { findPost } from "@/lib/posts";
import { postPageJsonLd } from "@/lib/seo/post-json-ld";
import { absoluteUrl, postPath } from "@/lib/urls";

/**
 * Search engines get the article's structured data (`about` its event, a live blog while its coverage is on or to
 * come) and its place in the site, and readers a way to pass it on; a missing post gets neither.
 */
export default async function PostLayout({ children, params }: LayoutProps<"/post/[id]">) {
  const post = await findPost((await params).id);
  if (!post) return children;
  const event = await findPostEvent(post.eventId);
  return (
    <>
      <JsonLd data={await postPageJsonLd(post, event)} />
      <BreadcrumbJsonLd section="news" page={{ name: post.title, path: postPath(post.id) }} />
      {children}
      <ShareButtons title={post.title} url={absoluteUrl(postPath(post.id))} />
    </>
  );
}
