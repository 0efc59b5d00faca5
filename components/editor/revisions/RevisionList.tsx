import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { EditablePost } from "@/lib/newsroom/editable-post";
import type { Revision } from "@/lib/newsroom/revisions";
import { RestoreRevision } from "./RestoreRevision";
import styles from "./PostHistory.module.css";

/** Every version, newest first: when, who, the state it was saved in, and a restore for all but the current one. */
export async function RevisionList({ post, revisions }: { post: EditablePost; revisions: Revision[] }) {
  const [t, state] = await Promise.all([getTranslations("PostHistory"), getTranslations("PostState")]);
  const labels = {
    restore: t.raw("restore") as string,
    restored: t.raw("restored") as string,
    conflict: t("conflict"),
    failed: t.raw("failed") as string,
  };
  return (
    <section aria-labelledby="versions-title" className={styles.versions}>
      <h2 id="versions-title">{t("versions")}</h2>
      <ol className={styles.list}>
        {revisions.map((revision, index) => (
          <li key={revision.number} className={styles.version}>
            <div>
              <p className={styles.number}>
                {t("revision", { number: revision.number })}
                {index === 0 ? <span className={styles.current}>{t("current")}</span> : null}
              </p>
              <p className={styles.meta}>
                {t("savedBy", {
                  when: formatNewsroomDateTime(revision.savedAt),
                  who: revision.saverName ? `${revision.saverName} (${revision.savedBy})` : revision.savedBy,
                })}{" "}
                · {t("savedAs", { state: state(revision.status) })}
              </p>
              <p className={styles.meta}>{revision.title}</p>
            </div>
            {index > 0 && post.status !== "trashed" ? (
              <RestoreRevision postId={post.id} version={post.version} number={revision.number} labels={labels} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
