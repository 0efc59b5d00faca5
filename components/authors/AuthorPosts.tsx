import { getTranslations } from "next-intl/server";
import { BreadcrumbJsonLd } from "@/components/seo/BreadcrumbJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { Pagination } from "@/components/post/Pagination";
import { PostGrid } from "@/components/post/PostGrid";
import type { AuthorPage } from "@/lib/authors/author-page";
import { authorPath } from "@/lib/authors/author-paths";
import { authorProfileJsonLd } from "@/lib/seo/json-ld";
import { AuthorProfile } from "./AuthorProfile";
import styles from "./AuthorPosts.module.css";

/** /autor/{slug} and its later pages: who the author is, then one page of their posts online, newest first. */
export async function AuthorPosts({ author, posts, page, pages }: AuthorPage) {
  const t = await getTranslations("Authors");
  return (
    <div className="container">
      <JsonLd data={authorProfileJsonLd(author)} />
      <BreadcrumbJsonLd section={null} page={{ name: author.name, path: authorPath(author.slug, page) }} />
      <AuthorProfile author={author} />
      <section aria-labelledby="author-posts">
        <h2 id="author-posts" className={styles.title}>
          {t("postsTitle")}
          {pages > 1 ? (
            <>
              {" "}
              <span className={styles.pageOf}>{t("pageOf", { page, pages })}</span>
            </>
          ) : null}
        </h2>
        <PostGrid posts={posts} empty="" firstScreen={author.photo ? [] : ["eager"]} />
        <Pagination page={page} pages={pages} pathOf={(number) => authorPath(author.slug, number)} />
      </section>
    </div>
  );
}
