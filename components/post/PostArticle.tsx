import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates";
import type { PostDetail } from "@/lib/posts";
import { NEWS_PATH } from "@/lib/urls";
import { PostDate } from "./PostDate";
import { PostImage } from "./PostImage";
import styles from "./PostArticle.module.css";

const ARTICLE_IMAGE_SIZES = "(min-width: 1000px) 960px, 100vw";

/** A post as readers see it; `editedAt`, when it was edited after its publication, shows as "Actualizado el ...". */
export async function PostArticle({ post, editedAt }: { post: PostDetail; editedAt?: Date | null }) {
  const t = await getTranslations("PostPage");
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Link className={styles.back} href={NEWS_PATH}>
          ← {t("backToNews")}
        </Link>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <span>{t("byline", { author: post.author })}</span>
          <PostDate date={post.date} />
          {editedAt ? (
            <time dateTime={editedAt.toISOString()}>{t("updatedOn", { when: formatNewsroomDateTime(editedAt) })}</time>
          ) : null}
        </p>
      </header>
      <div className={styles.image}>
        <PostImage src={post.image} alt={t("imageAlt", { title: post.title })} sizes={ARTICLE_IMAGE_SIZES} load="lcp" />
      </div>
      <div className={styles.body}>
        <p className={styles.introduction}>{post.introduction}</p>
        <p>{post.climax}</p>
        <p>{post.conclusion}</p>
      </div>
    </article>
  );
}
