import { getTranslations } from "next-intl/server";
import { absoluteUrl, EVENTS_CALENDAR_PATH } from "@/lib/urls";
import styles from "./EventsGuide.module.css";

/** webcal:// makes the browser hand the feed to the calendar app, which subscribes to it over https (docs/events.md). */
const webcalUrl = () => absoluteUrl(EVENTS_CALENDAR_PATH).replace(/^https?:/, "webcal:");

export async function CalendarSubscribe() {
  const t = await getTranslations("EventsGuide");
  return (
    <aside className={styles.subscribe} aria-labelledby="suscribirse">
      <div>
        <h2 id="suscribirse" className={styles.subscribeTitle}>
          {t("subscribeTitle")}
        </h2>
        <p className={styles.subscribeLead}>{t("subscribeLead")}</p>
      </div>
      <div className={styles.subscribeLinks}>
        <a className={styles.primary} href={webcalUrl()}>
          {t("subscribe")}
        </a>
        <a className={styles.secondary} href={EVENTS_CALENDAR_PATH} download="eventos.ics">
          {t("download")}
        </a>
      </div>
    </aside>
  );
}
