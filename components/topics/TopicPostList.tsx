import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { ListHeading } from "@/components/post/ListHeading";
import { Pagination } from "@/components/post/Pagination";
import { PostGrid } from "@/components/post/PostGrid";
import { BreadcrumbJsonLd } from "@/components/seo/BreadcrumbJsonLd";
import type { ImageLoad } from "@/components/post/UploadedImage";
import listStyles from "@/components/post/NewsList.module.css";
import type { ListedPost } from "@/lib/posts";
import type { TopicRef } from "@/lib/topics/topic-posts";
import { topicFeedPath, topicPagePath } from "@/lib/topics/topic-paths";
import styles from "./Topics.module.css";

/** As on the news list: the first card is a phone's largest paint, the first row is on a desktop's first screen. */
const LIST_FIRST_SCREEN: ImageLoad[] = ["lcp", "eager", "eager"];

/** One page of a topic: its name, a link to its feed, its posts and the pages. */
export async function TopicPostList({
  topic,
  posts,
  page,
  pages,
}: {
  topic: TopicRef;
  posts: ListedPost[];
  page: number;
  pages: number;
}) {
  const t = await getTranslations("Topics");
  return (
    <div className="container">
      <BreadcrumbJsonLd section="topics" page={{ name: topic.name, path: topicPagePath(topic.slug)(page) }} />
      <PageIntro title={topic.name} lead={t("topicLead", { name: topic.name })}>
        <ListHeading
          pages={pages}
          pageOf={t("pageOf", { page, pages })}
          name={t("listName", { name: topic.name })}
          className={listStyles.pageOf}
        />
        <p>
          <a className={styles.feed} href={topicFeedPath(topic.slug)} type="application/rss+xml">
            {t("feed", { name: topic.name })}
          </a>
        </p>
      </PageIntro>
      <PostGrid posts={posts} empty="" firstScreen={LIST_FIRST_SCREEN} />
      <Pagination page={page} pages={pages} pathOf={topicPagePath(topic.slug)} />
    </div>
  );
}
