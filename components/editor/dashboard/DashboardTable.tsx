import { getTranslations } from "next-intl/server";
import type { Counts } from "@/lib/analytics/page-stats";
import type { DashboardPost } from "@/lib/editor/dashboard";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { PostDate } from "@/components/post/PostDate";
import { PostActions, type PostActionLabels } from "./PostActions";
import { editPostPath, postPreviewPath } from "@/lib/editor/editor-paths";
import styles from "./Dashboard.module.css";
import { countArguments, formatCount } from "../stats/numbers";

/** A scheduled post says when it goes out, a trashed one since when it is in the trash. */
function stateDetail(post: DashboardPost, t: Awaited<ReturnType<typeof getTranslations<"Editor">>>) {
  if (post.state === "scheduled" && post.publishAt)
    return t("publishesAt", { when: formatNewsroomDateTime(post.publishAt) });
  if (post.state === "trashed" && post.trashedAt)
    return t("trashedAt", { when: formatNewsroomDateTime(post.trashedAt) });
  return null;
}

/**
 * One row a post: its title (to the edit page), state, date, last change, its readers of the last 30 days, and what
 * can be done with it.
 */
export async function DashboardTable({
  posts,
  views,
  actions,
}: {
  posts: DashboardPost[];
  views: Map<string, Counts>;
  actions: PostActionLabels;
}) {
  const [t, state, links] = await Promise.all([
    getTranslations("Editor"),
    getTranslations("PostState"),
    getTranslations("PostActions"),
  ]);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t("columns.title")}</th>
          <th scope="col">{t("columns.state")}</th>
          <th scope="col">{t("columns.date")}</th>
          <th scope="col">{t("columns.updated")}</th>
          <th scope="col">{t("columns.views")}</th>
          <th scope="col">{t("columns.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id}>
            <th scope="row" className={styles.title}>
              <a href={editPostPath(post.id)}>{post.title}</a>
              <span className={styles.slug}>/{post.id}</span>
              {post.author && (
                <span className={styles.detail}>
                  {t("people", { author: post.author, editor: post.lastEditor ?? post.author })}
                </span>
              )}
            </th>
            <td data-label={t("columns.state")}>
              <span className={`${styles.badge} ${styles[post.state]}`}>{state(post.state)}</span>
              <span className={styles.detail}>{stateDetail(post, t)}</span>
            </td>
            <td data-label={t("columns.date")}>
              <PostDate date={post.date} />
            </td>
            <td data-label={t("columns.updated")}>{formatNewsroomDateTime(post.updatedAt)}</td>
            <td data-label={t("columns.views")} className={styles.views}>
              {formatCount(views.get(post.id)?.views ?? 0)}
              <span className={styles.detail}>
                {t("viewsDetail", countArguments(views.get(post.id) ?? { views: 0, visitors: 0 }))}
              </span>
            </td>
            <td>
              <div className={styles.actions} role="group" aria-label={links("label", { title: post.title })}>
                <a className={styles.link} href={postPreviewPath(post.id)}>
                  {links("preview")}
                </a>
                <PostActions post={post} labels={actions} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
