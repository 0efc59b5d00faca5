import { getTranslations } from "next-intl/server";
import { pageHref } from "./page-href";
import styles from "./Pagination.module.css";

/**
 * Plain links, so every page works without JavaScript and can be shared or crawled. Not next/link: the client
 * router keys a static page by its path and would show /post again for /post?page=N, which the server rewrites.
 */
export async function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = await getTranslations("Pagination");
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);

  return (
    <nav className={styles.pagination} aria-label={t("label")}>
      {page > 1 ? (
        <a className={styles.step} href={pageHref(page - 1)} rel="prev">
          ← {t("previous")}
        </a>
      ) : null}
      <ol className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <a
              className={styles.number}
              href={pageHref(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("page", { page: number })}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a className={styles.step} href={pageHref(page + 1)} rel="next">
          {t("next")} →
        </a>
      ) : null}
    </nav>
  );
}
