import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { EditionSummary } from "@/lib/newsletter/editions";
import { formatCount } from "../stats/numbers";
import table from "../dashboard/Dashboard.module.css";
import styles from "./Newsletter.module.css";

/** After the subject, which heads each row (and each card on a phone). */
const COLUMNS = ["startedAt", "recipients", "sent", "waiting", "bounced", "failed", "state"] as const;

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
                <th scope="col">{t("subject")}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {editions.map((edition) => {
                const cells: Record<(typeof COLUMNS)[number], string> = {
                  startedAt: formatNewsroomDateTime(edition.startedAt),
                  recipients: formatCount(edition.recipients),
                  sent: formatCount(edition.sent),
                  waiting: formatCount(edition.pending + edition.deferred),
                  bounced: formatCount(edition.bounced),
                  failed: formatCount(edition.failed),
                  state: edition.finishedAt
                    ? t("finished", { when: formatNewsroomDateTime(edition.finishedAt) })
                    : t("sending"),
                };
                return (
                  <tr key={edition.id}>
                    <th scope="row" className={table.title}>
                      {edition.subject}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column} data-label={t(column)}>
                        {cells[column]}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
