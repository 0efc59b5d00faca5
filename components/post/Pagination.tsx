import { getTranslations } from "next-intl/server";
import { listPagePath } from "@/lib/urls";
import { pageNumbers } from "./page-numbers";
import styles from "./Pagination.module.css";

/**
 * Plain links, so every page works without JavaScript and can be shared or crawled. Not next/link: the client
 * router keys a static page by its path and would show /post again for /post?page=N, which the server rewrites.
 * `pathOf` gives a page's address: the news list's unless another list (a topic's, an author's) says. Nothing for a
 * list of one page: a lone "1" reads as a button that does nothing.
 */
export async function Pagination({
  page,
  pages,
  pathOf = listPagePath,
  label,
}: {
  page: number;
  pages: number;
  /** Another list's addresses, a topic's, an author's, the search's with its query. */
  pathOf?: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("Pagination");

  return (
    <nav className={styles.pagination} aria-label={label ?? t("label")}>
      {page > 1 ? (
        <a className={styles.step} href={pathOf(page - 1)} rel="prev">
          ← {t("previous")}
        </a>
      ) : null}
      <ol className={styles.numbers}>
        {pageNumbers(page, pages).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                className={styles.number}
                href={pathOf(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={t("page", { page: number })}
              >
                {number}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <a className={styles.step} href={pathOf(page + 1)} rel="next">
          {t("next")} →
        </a>
      ) : null}
    </nav>
  );
}
