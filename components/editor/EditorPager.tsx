import { getTranslations } from "next-intl/server";
import dashboard from "./dashboard/Dashboard.module.css";

type Props = {
  page: number;
  pages: number;
  pathOf: (page: number) => string;
  /** Whose `pagination`, `previous`, `next` and `pageOf` words it shows. */
  namespace: "Editor" | "AuditLog";
};

/** Previous and next only: at 100,000 rows a row of page numbers says nothing an editor uses; the filters do. */
export async function EditorPager({ page, pages, pathOf, namespace }: Props) {
  if (pages <= 1) return null;
  const t = await getTranslations(namespace);
  return (
    <nav className={dashboard.pager} aria-label={t("pagination")}>
      {page > 1 ? (
        <a href={pathOf(page - 1)} rel="prev">
          ← {t("previous")}
        </a>
      ) : null}
      <span>{t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <a href={pathOf(page + 1)} rel="next">
          {t("next")} →
        </a>
      ) : null}
    </nav>
  );
}
