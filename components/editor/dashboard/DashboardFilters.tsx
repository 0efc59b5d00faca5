import { getTranslations } from "next-intl/server";
import {
  dashboardPath,
  SEARCH_MAX_LENGTH,
  type DashboardFilter,
  type DashboardQuery,
} from "@/lib/editor/dashboard-query";
import fields from "../fields.module.css";
import styles from "./Dashboard.module.css";

/** State tabs that keep the search, and a search form that keeps the state: plain links and a GET form. */
export async function DashboardFilters({
  query,
  filters,
}: {
  query: DashboardQuery;
  filters: readonly DashboardFilter[];
}) {
  const t = await getTranslations("Editor");
  return (
    <div className={styles.filters}>
      <nav aria-label={t("filters")}>
        <ul className={styles.tabs}>
          {filters.map((state) => (
            <li key={state}>
              <a
                className={styles.tab}
                href={dashboardPath({ state, search: query.search })}
                aria-current={state === query.state ? "page" : undefined}
              >
                {t(`filter.${state}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className={styles.search} action="/editor" method="get" role="search">
        {query.state !== "all" ? <input type="hidden" name="estado" value={query.state} /> : null}
        <label htmlFor="editor-search" className="visually-hidden">
          {t("search")}
        </label>
        <input
          id="editor-search"
          className={fields.input}
          type="search"
          name="q"
          defaultValue={query.search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("search")}
        />
        <button className={fields.secondary} type="submit">
          {t("searchButton")}
        </button>
      </form>
    </div>
  );
}
