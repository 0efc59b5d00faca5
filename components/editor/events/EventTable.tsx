import { getTranslations } from "next-intl/server";
import { editEventPath } from "@/lib/editor/editor-paths";
import type { StoredEvent } from "@/lib/events/stored-event";
import { eventPath } from "@/lib/urls";
import type { EventStatus } from "@/lib/validations/event-fields";
import type { EVENT_TIME_ZONES } from "@/lib/validations/event-fields";
import dashboard from "../dashboard/Dashboard.module.css";
import { dateTimeRangeLabel } from "@/lib/events/event-dates";
import styles from "./EventTable.module.css";

/** The badge's colour by status: a cancelled event is red, a postponed or moved one amber, a programmed one cyan. */
const STATUS_TONES: Record<EventStatus, "ok" | "warn" | "off"> = {
  programado: "ok",
  reprogramado: "warn",
  pospuesto: "warn",
  cancelado: "off",
};

/** One row an event: its name (to its form), dates on its own clocks, city, status, and where to go with it. */
export async function EventTable({ events, caption }: { events: StoredEvent[]; caption: string }) {
  const t = await getTranslations("EditorEvents");
  return (
    <table className={dashboard.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("list.columns.name")}</th>
          <th scope="col">{t("list.columns.dates")}</th>
          <th scope="col">{t("list.columns.city")}</th>
          <th scope="col">{t("list.columns.status")}</th>
          <th scope="col">{t("list.columns.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const status = event.status as EventStatus;
          const zone = event.timeZone as (typeof EVENT_TIME_ZONES)[number];
          return (
            <tr key={event.id}>
              <th scope="row" className={dashboard.title}>
                <a href={editEventPath(event.id)}>{event.name}</a>
                <span className={dashboard.slug}>/{event.id}</span>
              </th>
              <td data-label={t("list.columns.dates")}>
                {dateTimeRangeLabel(event.startsAt, event.endsAt, event.timeZone)}
                <span className={dashboard.detail}>{t(`zones.${zone}`)}</span>
              </td>
              <td data-label={t("list.columns.city")}>
                {event.city}
                <span className={dashboard.detail}>{event.venueName}</span>
              </td>
              <td data-label={t("list.columns.status")}>
                <span className={`${dashboard.badge} ${styles[STATUS_TONES[status]]}`}>{t(`statuses.${status}`)}</span>
              </td>
              <td>
                <div className={styles.actions} role="group" aria-label={t("list.actions", { name: event.name })}>
                  <a className={dashboard.link} href={editEventPath(event.id)}>
                    {t("list.edit")}
                  </a>
                  <a className={dashboard.link} href={eventPath(event.id)}>
                    {t("list.view")}
                  </a>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
