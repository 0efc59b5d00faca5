import { getTranslations } from "next-intl/server";
import { PostGrid } from "@/components/post/PostGrid";
import type { ListedPost } from "@/lib/posts";
import type { PostEnd } from "@/lib/topics/post-end";
import { TopicLinks } from "./TopicLinks";
import styles from "./Topics.module.css";

/** A titled set of cards under the article; nothing when it has no post. */
function Cards({ id, title, posts, ranked }: { id: string; title: string; posts: ListedPost[]; ranked?: boolean }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PostGrid posts={posts} empty="" ranked={ranked} />
    </section>
  );
}

/**
 * What ends a post page: its topics as links, then the posts related to it, or else the newest posts, then the week's
 * most read.
 */
export async function PostTopics({ topics, related, newest, mostRead }: PostEnd & { mostRead: ListedPost[] }) {
  const [t, read] = await Promise.all([getTranslations("Topics"), getTranslations("MostRead")]);
  return (
    <>
      {topics.length > 0 ? (
        <section className={styles.section} aria-labelledby="post-topics">
          <h2 id="post-topics">{t("postTopics")}</h2>
          <TopicLinks topics={topics} label={t("postTopics")} />
        </section>
      ) : null}
      <Cards id="related-posts" title={t("related")} posts={related} />
      <Cards id="newest-posts" title={t("newest")} posts={newest} />
      <Cards id="most-read" title={read("title")} posts={mostRead} ranked />
    </>
  );
}
