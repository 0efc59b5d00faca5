import { getTranslations } from "next-intl/server";
import { dayLabel, timeLabel } from "@/lib/events/event-dates";
import type { StoredEvent } from "@/lib/events/stored-event";
import styles from "./EventArticle.module.css";

/** What readers must know before anything else: the event was cancelled, postponed or moved (from when). */
export async function StatusBanner({ event }: { event: StoredEvent }) {
  const t = await getTranslations("EventPage");
  const { status, previousStartsAt, timeZone } = event;
  if (status !== "cancelado" && status !== "pospuesto" && status !== "reprogramado") return null;
  const [title, detail] =
    status === "cancelado"
      ? [t("cancelled"), t("cancelledDetail")]
      : status === "pospuesto"
        ? [t("postponed"), t("postponedDetail")]
        : [
            t("rescheduled"),
            previousStartsAt
              ? t("rescheduledDetail", {
                  previous: `${dayLabel(previousStartsAt, timeZone)}, ${timeLabel(previousStartsAt, timeZone)}`,
                })
              : null,
          ];
  return (
    <div className={styles.banner} data-status={status} role="status">
      <p className={styles.bannerTitle}>{title}</p>
      {detail ? <p className={styles.bannerDetail}>{detail}</p> : null}
    </div>
  );
}
