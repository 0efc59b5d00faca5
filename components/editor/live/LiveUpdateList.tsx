import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { LiveUpdate } from "@/lib/live/live-updates";
import { LiveUpdateActions, type LiveUpdateActionsLabels } from "./LiveUpdateActions";
import { liveExcerpts } from "./live-excerpt";
import styles from "./LiveEditor.module.css";
// The "Fijada" mark as readers see it under the story.
import page from "@/components/live/LiveUpdates.module.css";

export type LiveUpdateListLabels = LiveUpdateActionsLabels & {
  heading: string;
  empty: string;
  pinned: string;
  withPhoto: string;
};

/** The post's updates as its page shows them (the pinned first, then the newest), each with its buttons. */
export async function LiveUpdateList({
  postId,
  updates,
  labels,
}: {
  postId: string;
  updates: LiveUpdate[];
  labels: LiveUpdateListLabels;
}) {
  const excerpts = await liveExcerpts(updates.map((update) => update.text));
  return (
    <section className={styles.list} aria-labelledby="live-updates-heading">
      <h2 id="live-updates-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      {updates.length === 0 ? <p>{labels.empty}</p> : null}
      <ol className={styles.updates}>
        {updates.map((update, index) => {
          const when = formatNewsroomDateTime(update.createdAt);
          return (
            <li key={update.id} className={styles.update} data-pinned={update.pinned || undefined}>
              <p className={styles.when}>
                {update.pinned ? <span className={page.pinned}>{labels.pinned}</span> : null}
                <time dateTime={update.createdAt.toISOString()}>{when}</time>
                {update.image ? <span>{labels.withPhoto}</span> : null}
              </p>
              <p className={styles.excerpt}>{excerpts[index]}</p>
              <LiveUpdateActions
                postId={postId}
                update={{ id: update.id, pinned: update.pinned, when }}
                labels={labels}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
