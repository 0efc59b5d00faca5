import { getTranslations } from "next-intl/server";
import type { WaitingPost } from "@/lib/editor/review-queue";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { PostActions, type PostActionLabels } from "../dashboard/PostActions";
import { PostActionsCell, PostTitleCell } from "../dashboard/PostRow";
import dashboard from "../dashboard/Dashboard.module.css";
import { ReturnWithNote } from "./ReturnWithNote";
import { reviewLabels } from "./review-labels";
import styles from "./Review.module.css";

/**
 * "Por revisar", for Editors and Administradores: the drafts their writers sent to review, the longest waiting first,
 * each to open, publish (the ordinary publication) or send back with a note.
 */
export async function ReviewQueue({ posts, actions }: { posts: WaitingPost[]; actions: PostActionLabels }) {
  const [t, labels] = await Promise.all([getTranslations("Review"), reviewLabels()]);
  return (
    <section className={styles.queue} aria-labelledby="por-revisar">
      <h2 id="por-revisar">{t("queueTitle")}</h2>
      <p className={styles.lead}>{posts.length > 0 ? t("queueCount", { count: posts.length }) : t("queueEmpty")}</p>
      {posts.length > 0 && (
        <table className={dashboard.table}>
          <thead>
            <tr>
              <th scope="col">{t("columns.title")}</th>
              <th scope="col">{t("columns.writer")}</th>
              <th scope="col">{t("columns.requestedAt")}</th>
              <th scope="col">{t("columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <PostTitleCell post={post} />
                <td data-label={t("columns.writer")}>{post.writer ?? t("unknownWriter")}</td>
                <td data-label={t("columns.requestedAt")}>{formatNewsroomDateTime(post.requestedAt)}</td>
                <PostActionsCell post={post}>
                  <PostActions post={{ ...post, state: "draft" }} labels={actions} actions={["publish"]} />
                  <ReturnWithNote post={post} labels={labels} />
                </PostActionsCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
