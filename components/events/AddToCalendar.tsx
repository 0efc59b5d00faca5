import { getTranslations } from "next-intl/server";
import type { StoredEvent } from "@/lib/events/stored-event";
import { googleCalendarLink } from "@/lib/seo/google-calendar-link";
import { eventCalendarPath } from "@/lib/urls";
import styles from "./EventArticle.module.css";

/** "Agregar al calendario": the event's own .ics for Apple Calendar and Outlook, and Google Calendar's form filled in. */
export async function AddToCalendar({ event }: { event: StoredEvent }) {
  const t = await getTranslations("EventPage");
  return (
    <section className={styles.calendar} aria-labelledby="agregar-al-calendario">
      <h2 id="agregar-al-calendario" className={styles.sectionTitle}>
        {t("addToCalendar")}
      </h2>
      <div className={styles.calendarLinks}>
        <a className={styles.button} href={eventCalendarPath(event.id)} download={`${event.id}.ics`}>
          {t("calendarFile")}
          <span className="visually-hidden"> {t("calendarFileLabel", { name: event.name })}</span>
        </a>
        <a className={styles.buttonAlt} href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer">
          {t("googleCalendar")}
          <span className="visually-hidden"> {t("googleCalendarLabel")}</span>
        </a>
      </div>
    </section>
  );
}
