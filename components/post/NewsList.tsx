import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import type { PostSummary } from "@/lib/posts";
import { Pagination } from "./Pagination";
import { PostGrid } from "./PostGrid";
import styles from "./NewsList.module.css";

/** One page of /post: the same screen whether it is reached as /post or /post?page=N. */
export async function NewsList({ posts, page, pages }: { posts: PostSummary[]; page: number; pages: number }) {
  const t = await getTranslations("PostList");
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("lead")}>
        <h2 className={styles.pageOf}>{t("pageOf", { page, pages })}</h2>
      </PageIntro>
      <PostGrid posts={posts} empty={t("empty")} />
      <Pagination page={page} pages={pages} />
    </div>
  );
}
