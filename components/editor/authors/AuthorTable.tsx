import { getTranslations } from "next-intl/server";
import type { AuthorProfile } from "@/lib/authors/author-profiles";
import { authorEditorPath, authorPath } from "@/lib/authors/author-paths";
import styles from "../dashboard/Dashboard.module.css";

/** One row an author: their name (to the edit page), what their page already has, and the page itself. */
export async function AuthorTable({ authors }: { authors: AuthorProfile[] }) {
  const t = await getTranslations("Authors.editor");
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t("columns.name")}</th>
          <th scope="col">{t("columns.profile")}</th>
          <th scope="col">{t("columns.page")}</th>
        </tr>
      </thead>
      <tbody>
        {authors.map((author) => (
          <tr key={author.slug}>
            <th scope="row" className={styles.title}>
              <a href={authorEditorPath(author.slug)}>{author.name}</a>
              <span className={styles.slug}>{author.slug}</span>
            </th>
            <td>
              {author.bio || author.photo
                ? [author.bio && t("hasBio"), author.photo && t("hasPhoto")].filter(Boolean).join(" · ")
                : t("noProfile")}
            </td>
            <td>
              <a className={styles.link} href={authorPath(author.slug)}>
                {t("viewPage")}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
