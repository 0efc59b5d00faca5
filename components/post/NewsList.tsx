import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import type { ListedPost } from "@/lib/posts";
import { ListHeading } from "./ListHeading";
import { Pagination } from "./Pagination";
import { PostGrid } from "./PostGrid";
import type { ImageLoad } from "./UploadedImage";
import styles from "./NewsList.module.css";

/**
 * The first card is the largest paint of a list page on a 390 px phone; the first row (three cards at 1280 px) is
 * on the first screen of a desktop (measured with Playwright, see e2e/site/images.spec.ts).
 */
const LIST_FIRST_SCREEN: ImageLoad[] = ["lcp", "eager", "eager"];

/** One page of /post: the same screen whether it is reached as /post or /post?page=N. */
export async function NewsList({ posts, page, pages }: { posts: ListedPost[]; page: number; pages: number }) {
  const t = await getTranslations("PostList");
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("lead")}>
        <ListHeading
          pages={pages}
          pageOf={t("pageOf", { page, pages })}
          name={t("listName")}
          className={styles.pageOf}
        />
      </PageIntro>
      <PostGrid posts={posts} empty={t("empty")} firstScreen={LIST_FIRST_SCREEN} />
      <Pagination page={page} pages={pages} />
    </div>
  );
}
