import { getTranslations } from "next-intl/server";
import type { Counts } from "@/lib/analytics/page-stats";
import type { DashboardPost } from "@/lib/editor/dashboard";
import { actionsFor } from "@/lib/newsroom/post-rights";
import type { Person } from "@/lib/team/rights";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { PostDate } from "@/components/post/PostDate";
import { PostActions, type PostActionLabels } from "./PostActions";
import type { PostColumn } from "./PostRow";
import { PostTable } from "./PostTable";
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
  person,
}: {
  posts: DashboardPost[];
  views: Map<string, Counts>;
  actions: PostActionLabels;
  /** Who is looking: each row offers only the buttons their role allows on it. */
  person: Person;
}) {
  const [t, state, review] = await Promise.all([
    getTranslations("Editor"),
    getTranslations("PostState"),
    getTranslations("Review"),
  ]);
  const counts = (post: DashboardPost) => views.get(post.id) ?? { views: 0, visitors: 0 };
  const columns: PostColumn<DashboardPost>[] = [
    {
      heading: t("columns.state"),
      cell: (post) => (
        <>
          <span className={`${styles.badge} ${styles[post.state]}`}>{state(post.state)}</span>
          {post.review && " "}
          {post.review && (
            <span className={`${styles.badge} ${styles[post.review]}`}>{review(`badge.${post.review}`)}</span>
          )}
          <span className={styles.detail}>{stateDetail(post, t)}</span>
        </>
      ),
    },
    { heading: t("columns.date"), cell: (post) => <PostDate date={post.date} /> },
    { heading: t("columns.updated"), cell: (post) => formatNewsroomDateTime(post.updatedAt) },
    {
      heading: t("columns.views"),
      className: styles.views,
      cell: (post) => (
        <>
          {formatCount(counts(post).views)}
          <span className={styles.detail}>{t("viewsDetail", countArguments(counts(post)))}</span>
        </>
      ),
    },
  ];
  return (
    <PostTable
      posts={posts}
      headings={{ title: t("columns.title"), actions: t("columns.actions") }}
      columns={columns}
      detail={(post) =>
        post.author && (
          <span className={styles.detail}>
            {t("people", { author: post.author, editor: post.lastEditor ?? post.author })}
          </span>
        )
      }
      actions={(post) => <PostActions post={post} labels={actions} actions={actionsFor(person, post)} />}
    />
  );
}
