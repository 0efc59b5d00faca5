import { getTranslations } from "next-intl/server";
import type { Counts } from "@/lib/analytics/page-stats";
import type { DashboardPost } from "@/lib/editor/dashboard";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { PostDate } from "@/components/post/PostDate";
import { PostActions, type PostActionLabels } from "./PostActions";
import { PostActionsCell, PostTitleCell } from "./PostRow";
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
  const [t, state, review] = await Promise.all([
    getTranslations("Editor"),
    getTranslations("PostState"),
    getTranslations("Review"),
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
            <PostTitleCell post={post}>
              {post.author && (
                <span className={styles.detail}>
                  {t("people", { author: post.author, editor: post.lastEditor ?? post.author })}
                </span>
              )}
            </PostTitleCell>
            <td data-label={t("columns.state")}>
              <span className={`${styles.badge} ${styles[post.state]}`}>{state(post.state)}</span>
              {post.review && " "}
              {post.review && (
                <span className={`${styles.badge} ${styles[post.review]}`}>{review(`badge.${post.review}`)}</span>
              )}
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
            <PostActionsCell post={post}>
              <PostActions post={post} labels={actions} />
            </PostActionsCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
