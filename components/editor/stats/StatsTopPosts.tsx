import { getTranslations } from "next-intl/server";
import type { StatsPost } from "@/lib/analytics/site-stats";
import { editPostPath } from "@/lib/editor/editor-paths";
import styles from "./Stats.module.css";
import { formatCount } from "./numbers";

/** The period's most read posts, in any state now: each to its edit page, where its own numbers are. */
export async function StatsTopPosts({ posts }: { posts: StatsPost[] }) {
  const t = await getTranslations("Stats.posts");
  return (
    <section className={styles.panel} aria-labelledby="mas-leidas">
      <h2 id="mas-leidas">{t("title")}</h2>
      {posts.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("rank")}</th>
              <th scope="col">{t("post")}</th>
              <th scope="col">{t("views")}</th>
              <th scope="col">{t("visitors")}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map(({ id, title, views, visitors }, index) => (
              <tr key={id}>
                <td>{index + 1}</td>
                <th scope="row">
                  {title === null ? (
                    <span>
                      /{id} {t("gone")}
                    </span>
                  ) : (
                    <a href={editPostPath(id)}>{title}</a>
                  )}
                </th>
                <td>{formatCount(views)}</td>
                <td>{formatCount(visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
