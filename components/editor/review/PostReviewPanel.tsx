import { getTranslations } from "next-intl/server";
import type { PostReview } from "@/lib/editor/review-queue";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { PostState } from "@/lib/newsroom/post-state";
import { sendsToReview } from "@/lib/newsroom/review";
import { holds, type Person } from "@/lib/team/rights";
import { RequestReview } from "./RequestReview";
import { ReturnWithNote } from "./ReturnWithNote";
import { reviewLabels } from "./review-labels";
import styles from "./Review.module.css";

type Props = { post: { id: string; title: string; state: PostState }; review: PostReview; person: Person };

/**
 * A draft's review on its editor page, as far as the person may act on it: its writer sends it, sees that it waits,
 * or reads the note it came back with; an Editor sees who sent it and may send it back. Nothing for anyone else.
 */
export async function PostReviewPanel({ post, review, person }: Props) {
  const writes = sendsToReview(person, review.ownerId);
  const reviews = holds(person.role, "editAny") && review.state === "review";
  if (post.state !== "draft" || !(writes || reviews)) return null;
  const [t, labels] = await Promise.all([getTranslations("Review"), reviewLabels()]);
  const when = review.requestedAt && formatNewsroomDateTime(review.requestedAt);
  return (
    <section className={styles.panel} aria-label={t("queueTitle")}>
      {review.note && (
        <div className={styles.note} role="note" aria-labelledby="review-note">
          <h2 id="review-note">{t("returnedTitle")}</h2>
          <p className={styles.by}>
            {t("returnedBy", { name: review.note.by, when: formatNewsroomDateTime(review.note.at) })}
          </p>
          <blockquote>{review.note.text}</blockquote>
          <p className={styles.by}>{t("returnedHint")}</p>
        </div>
      )}
      {reviews && <p>{t("waitingFor", { name: review.writer ?? t("unknownWriter"), when: when ?? "" })}</p>}
      {reviews && <ReturnWithNote post={post} labels={labels} />}
      {writes && review.state === "review" && <p>{t("waiting", { when: when ?? "" })}</p>}
      {writes && review.state !== "review" && (
        <div className={styles.request}>
          <RequestReview post={post} labels={labels} />
          <p className={styles.by}>{t("requestHint")}</p>
        </div>
      )}
    </section>
  );
}
