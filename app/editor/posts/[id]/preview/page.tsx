import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostArticle } from "@/components/post/PostArticle";
import { bodyTextOf } from "@/lib/story/body-text";
import { ShareButtons } from "@/components/share/ShareButtons";
import { editPostPath, postPreviewPath } from "@/lib/editor/editor-paths";
import { requireEditorPost } from "@/components/editor/require-editor";
import { editedAt } from "@/lib/seo/post-dates";
import { absoluteUrl, postPath } from "@/lib/urls";
import { site } from "@/lib/site";
import { mediaOf } from "@/lib/media/find-media";
import { findPostEvent } from "@/lib/events/post-event";
import styles from "@/components/editor/PreviewBanner.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PostPreview");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/posts/{id}/preview - the post's page as readers will see it, in any state, for the editor only
export default async function PostPreviewPage({ params }: PageProps<"/editor/posts/[id]/preview">) {
  const { id } = await params;
  const { post } = await requireEditorPost("/editor/posts/[id]/preview", id, postPreviewPath(id));
  const [t, state, media, event] = await Promise.all([
    getTranslations("PostPreview"),
    getTranslations("PostState"),
    mediaOf(post.image),
    findPostEvent(post.event),
  ]);
  return (
    <>
      <p className={styles.banner} role="note">
        <span>{t("banner", { state: state(post.status) })}</span>
        <a href={editPostPath(post.id)}>{t("backToPost")}</a>
      </p>
      <PostArticle
        post={{ ...post, bodyText: await bodyTextOf(post), media }}
        editedAt={post.publishedAt && editedAt({ publishedAt: post.publishedAt, updatedAt: post.updatedAt })}
        event={event}
        imageStyling="script"
      />
      <ShareButtons title={post.title} url={absoluteUrl(postPath(post.id))} />
    </>
  );
}
