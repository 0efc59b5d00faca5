import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { EDITION_PREVIEW_PATH } from "@/lib/editor/editor-paths";
import { isEmptyEdition, type EditionContent } from "@/lib/newsletter/edition-content";
import { eventPath, postPath } from "@/lib/urls";
import styles from "./Newsletter.module.css";

/** What the next edition holds, listed, and the mail itself as a reader will see it. */
export async function EditionPreview({ content }: { content: EditionContent }) {
  const t = await getTranslations("NewsletterEditor.preview");
  return (
    <section className={styles.section} aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t("heading")}</h2>
      <p className={styles.note}>
        {content.since ? t("since", { when: formatNewsroomDateTime(content.since) }) : t("sinceNone")}
      </p>
      {isEmptyEdition(content) ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          <h3>{t("posts", { count: content.posts.length })}</h3>
          <ul className={styles.list}>
            {content.posts.map((post) => (
              <li key={post.id}>
                <a href={postPath(post.id)}>{post.title}</a>
              </li>
            ))}
          </ul>
          <h3>{t("events", { count: content.events.length })}</h3>
          {content.events.length === 0 ? (
            <p className={styles.note}>{t("noEvents")}</p>
          ) : (
            <ul className={styles.list}>
              {content.events.map((event) => (
                <li key={event.id}>
                  <a href={eventPath(event.id)}>{event.name}</a>
                </li>
              ))}
            </ul>
          )}
          <iframe className={styles.preview} src={EDITION_PREVIEW_PATH} title={t("frame")} sandbox="" />
        </>
      )}
    </section>
  );
}
