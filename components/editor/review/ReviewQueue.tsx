import { getTranslations } from "next-intl/server";
import type { WaitingPost } from "@/lib/editor/review-queue";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { PostActions, type PostActionLabels } from "../dashboard/PostActions";
import { PostTable } from "../dashboard/PostTable";
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
        <PostTable
          posts={posts}
          headings={{ title: t("columns.title"), actions: t("columns.actions") }}
          columns={[
            { heading: t("columns.writer"), cell: (post) => post.writer ?? t("unknownWriter") },
            { heading: t("columns.requestedAt"), cell: (post) => formatNewsroomDateTime(post.requestedAt) },
          ]}
          actions={(post) => (
            <>
              <PostActions post={{ ...post, state: "draft" }} labels={actions} actions={["publish"]} />
              <ReturnWithNote post={post} labels={labels} />
            </>
          )}
        />
      )}
    </section>
  );
}
