import { getTranslations } from "next-intl/server";
import { Pagination } from "@/components/post/Pagination";
import { PostDate } from "@/components/post/PostDate";
import type { SearchPage } from "@/lib/search/search-page";
import { searchPath } from "@/lib/search/search-path";
import { postPath } from "@/lib/urls";
import { Highlighted } from "./Highlighted";
import styles from "./SearchResults.module.css";

/** One page of results, most relevant first: title, date and the words around the match. */
export async function SearchResults({ query, found }: { query: string; found: SearchPage }) {
  const t = await getTranslations("Search");
  const { results, total, capped, page, pages } = found;
  return (
    <>
      <p className={styles.count} role="status">
        {capped ? t("countCapped", { total }) : t("count", { total })}
        {pages > 1 ? ` · ${t("pageOf", { page, pages })}` : null}
      </p>
      <ol className={styles.results}>
        {results.map((result) => (
          <li key={result.id} className={styles.result}>
            <article>
              <PostDate date={result.date} className={styles.date} />
              <h2 className={styles.title}>
                <a href={postPath(result.id)}>
                  <Highlighted segments={result.title} />
                </a>
              </h2>
              <p className={styles.excerpt}>
                <Highlighted segments={result.excerpt} />
              </p>
            </article>
          </li>
        ))}
      </ol>
      <Pagination page={page} pages={pages} pathOf={(number) => searchPath(query, number)} label={t("pagination")} />
    </>
  );
}
