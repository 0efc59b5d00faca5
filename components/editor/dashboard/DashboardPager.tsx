import { getTranslations } from "next-intl/server";
import { dashboardPath, type DashboardQuery } from "@/lib/editor/dashboard-query";
import styles from "./Dashboard.module.css";

/** Previous and next only: at 100,000 posts a row of page numbers says nothing an editor uses; the search does. */
export async function DashboardPager({ query, pages }: { query: DashboardQuery; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations("Editor");
  return (
    <nav className={styles.pager} aria-label={t("pagination")}>
      {query.page > 1 ? (
        <a href={dashboardPath({ ...query, page: query.page - 1 })} rel="prev">
          ← {t("previous")}
        </a>
      ) : null}
      <span>{t("pageOf", { page: query.page, pages })}</span>
      {query.page < pages ? (
        <a href={dashboardPath({ ...query, page: query.page + 1 })} rel="next">
          {t("next")} →
        </a>
      ) : null}
    </nav>
  );
}
