import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import type { ListedTopic } from "@/lib/topics/topic-posts";
import { TopicLinks } from "./TopicLinks";
import styles from "./Topics.module.css";

/** /tema: every topic with posts online, alphabetically, with how many. */
export async function TopicIndex({ topics }: { topics: ListedTopic[] }) {
  const t = await getTranslations("Topics");
  const counts = new Map(topics.map(({ slug, posts }) => [slug, t("postCount", { count: posts })]));
  return (
    <div className={`container ${styles.index}`}>
      <PageIntro title={t("title")} lead={t("lead")} />
      {topics.length > 0 ? (
        <TopicLinks topics={topics} label={t("listLabel")} noteOf={({ slug }) => counts.get(slug) ?? ""} />
      ) : (
        <p>{t("empty")}</p>
      )}
    </div>
  );
}
