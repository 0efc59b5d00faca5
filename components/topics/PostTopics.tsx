import { getTranslations } from "next-intl/server";
import { PostGrid } from "@/components/post/PostGrid";
import type { ListedPost } from "@/lib/posts";
import type { TopicRef } from "@/lib/topics/topic-posts";
import { TopicLinks } from "./TopicLinks";
import styles from "./Topics.module.css";

/** What ends a post page: its topics as links, then the posts related to it; nothing when it has neither. */
export async function PostTopics({ topics, related }: { topics: TopicRef[]; related: ListedPost[] }) {
  const t = await getTranslations("Topics");
  return (
    <>
      {topics.length > 0 ? (
        <section className={styles.section} aria-labelledby="post-topics">
          <h2 id="post-topics">{t("postTopics")}</h2>
          <TopicLinks topics={topics} label={t("postTopics")} />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-posts">
          <h2 id="related-posts">{t("related")}</h2>
          <PostGrid posts={related} empty="" />
        </section>
      ) : null}
    </>
  );
}
