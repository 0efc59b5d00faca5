import { getTranslations } from "next-intl/server";
import { PostImage } from "@/components/post/PostImage";
import { StoryBody } from "@/components/story/StoryBody";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { liveUpdateAnchor } from "@/lib/live/live-anchor";
import type { LiveUpdate } from "@/lib/live/live-updates";
import styles from "./LiveUpdates.module.css";

/**
 * A post's live coverage under its story: the pinned updates first, then the newest first, each under its own anchor
 * with its time, its text through the story's renderer, and its photo.
 */
export async function LiveUpdates({ updates }: { updates: LiveUpdate[] }) {
  if (updates.length === 0) return null;
  const t = await getTranslations("LiveUpdates");
  return (
    <section className={styles.live} aria-labelledby="en-vivo">
      <h2 id="en-vivo" className={styles.title}>
        {t("title")}
      </h2>
      <ol className={styles.updates}>
        {updates.map((update) => (
          <li
            key={update.id}
            id={liveUpdateAnchor(update.id)}
            className={styles.update}
            data-pinned={update.pinned || undefined}
          >
            <p className={styles.when}>
              {update.pinned ? <span className={styles.pinned}>{t("pinned")}</span> : null}
              <a href={`#${liveUpdateAnchor(update.id)}`}>
                <time dateTime={update.createdAt.toISOString()}>{formatNewsroomDateTime(update.createdAt)}</time>
              </a>
            </p>
            <div className={styles.text}>
              <StoryBody fields={[update.text]} />
            </div>
            {update.image ? (
              <div className={styles.image}>
                <PostImage src={update.image} alt={update.imageAlt} kind="page" />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
