import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { EditionSummary } from "@/lib/newsletter/editions";
import { formatCount } from "../stats/numbers";
import table from "../Dashboard.module.css";
import styles from "./Newsletter.module.css";

/** Every edition sent, newest first: when, to how many, and what became of each delivery. */
export async function EditionHistory({ editions }: { editions: EditionSummary[] }) {
  const t = await getTranslations("NewsletterEditor.history");
  return (
    // The table's scrolling box is the region the heading names: one landmark, not two of one name.
    <section className={styles.section}>
      <h2 id="history-heading">{t("heading")}</h2>
      {editions.length === 0 ? (
        <p className={styles.note}>{t("none")}</p>
      ) : (
        // Focusable, so that a keyboard can scroll the table on a phone.
        <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="history-heading">
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t("startedAt")}</th>
                <th scope="col">{t("subject")}</th>
                <th scope="col">{t("recipients")}</th>
                <th scope="col">{t("sent")}</th>
                <th scope="col">{t("waiting")}</th>
                <th scope="col">{t("bounced")}</th>
                <th scope="col">{t("failed")}</th>
                <th scope="col">{t("state")}</th>
              </tr>
            </thead>
            <tbody>
              {editions.map((edition) => (
                <tr key={edition.id}>
                  <td>{formatNewsroomDateTime(edition.startedAt)}</td>
                  <td>{edition.subject}</td>
                  <td>{formatCount(edition.recipients)}</td>
                  <td>{formatCount(edition.sent)}</td>
                  <td>{formatCount(edition.pending + edition.deferred)}</td>
                  <td>{formatCount(edition.bounced)}</td>
                  <td>{formatCount(edition.failed)}</td>
                  <td>
                    {edition.finishedAt
                      ? t("finished", { when: formatNewsroomDateTime(edition.finishedAt) })
                      : t("sending")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
