import { getTranslations } from "next-intl/server";
import { PostGrid } from "@/components/post/PostGrid";
import { MOST_READ_DAYS } from "@/lib/analytics/most-read";
import type { ListedPost } from "@/lib/posts";
import styles from "./LatestNews.module.css";

const ANCHOR = "lo-mas-leido";

/** "Lo más leído" under the news: the week's most read posts, most read first; nothing before any post was read. */
export async function MostRead({ posts }: { posts: ListedPost[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations("MostRead");
  return (
    <section id={ANCHOR} className={`container ${styles.section}`} aria-labelledby={`${ANCHOR}-title`}>
      <div className={styles.heading}>
        <h2 id={`${ANCHOR}-title`}>{t("title")}</h2>
        <p>{t("period", { days: MOST_READ_DAYS })}</p>
      </div>
      <PostGrid posts={posts} empty="" ranked />
    </section>
  );
}
