import { getTranslations } from "next-intl/server";
import { EVENTS_CALENDAR_PATH, webcalUrl } from "@/lib/urls";
import styles from "./EventsGuide.module.css";

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
        <a className={styles.primary} href={webcalUrl(EVENTS_CALENDAR_PATH)}>
          {t("subscribe")}
        </a>
        <a className={styles.secondary} href={EVENTS_CALENDAR_PATH} download="eventos.ics">
          {t("download")}
        </a>
      </div>
    </aside>
  );
}
