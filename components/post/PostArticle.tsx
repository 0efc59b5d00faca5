import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { authorSlugOf } from "@/lib/authors/author-slug";
import { authorPath } from "@/lib/authors/author-paths";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { PostEvent as Event } from "@/lib/events/post-event";
import type { PostCover, PostDetail } from "@/lib/posts";
import { readingMinutes } from "@/lib/story/reading-time";
import { NEWS_PATH } from "@/lib/urls";
import { bodyTextsOf } from "@/lib/validations/post-fields";
import { StoryBody } from "@/components/story/StoryBody";
import { coverAlt } from "./cover-alt";
import { PostDate } from "./PostDate";
import { PostEvent } from "./PostEvent";
import { PostImage } from "./PostImage";
import type { FrameStyling } from "./UploadedImage";
import styles from "./PostArticle.module.css";

/**
 * A post as readers see it, its byline linking to the author's page; `editedAt`, when it was edited after its publication, shows as "Actualizado el ...".
 * Without its upload's Media row (`media`) a photo uploaded here is drawn from its original, as any other image.
 * `event`, the event the post is about, is linked under the byline.
 */
export async function PostArticle({
  post,
  editedAt,
  event,
  imageStyling,
}: {
  post: PostDetail & Pick<PostCover, "imageAlt"> & Partial<Pick<PostCover, "media">>;
  editedAt?: Date | null;
  event?: Event | null;
  imageStyling?: FrameStyling;
}) {
  const [t, authors, story, alt] = await Promise.all([
    getTranslations("PostPage"),
    getTranslations("Authors"),
    getTranslations("Story"),
    coverAlt(post),
  ]);
  const authorSlug = authorSlugOf(post.author);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Link className={styles.back} href={NEWS_PATH}>
          ← {t("backToNews")}
        </Link>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <span>
            {authors.rich("byline", {
              name: post.author.trim(),
              author: (name) =>
                authorSlug ? (
                  <Link className={styles.author} href={authorPath(authorSlug)}>
                    {name}
                  </Link>
                ) : (
                  name
                ),
            })}
          </span>
          <PostDate date={post.date} />
          <span>{story("readingTime", { minutes: readingMinutes(post.bodyText) })}</span>
          {editedAt ? (
            <time dateTime={editedAt.toISOString()}>{t("updatedOn", { when: formatNewsroomDateTime(editedAt) })}</time>
          ) : null}
        </p>
        {event ? <PostEvent event={event} /> : null}
      </header>
      <div className={styles.image}>
        <PostImage src={post.image} alt={alt} kind="page" media={post.media} load="lcp" styling={imageStyling} />
      </div>
      <div className={styles.body}>
        <StoryBody fields={bodyTextsOf(post)} imageStyling={imageStyling} />
      </div>
    </article>
  );
}
