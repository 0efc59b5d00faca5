import { getTranslations } from "next-intl/server";
import { EventGrid } from "@/components/events/EventGrid";
import type { ShownEvent } from "@/lib/events/guide";
import { EVENTS_PATH } from "@/lib/urls";
import styles from "./LatestNews.module.css";
import grid from "./NextEvents.module.css";

const ANCHOR = "proximos-eventos";

/** "Próximos eventos" between the hero and the news: the next events and the way to the guide; nothing without any. */
export async function NextEvents({ events }: { events: ShownEvent[] }) {
  if (events.length === 0) return null;
  const t = await getTranslations("HomeEvents");
  return (
    <section id={ANCHOR} className={`container ${styles.section}`} aria-labelledby={`${ANCHOR}-title`}>
      <div className={styles.heading}>
        <h2 id={`${ANCHOR}-title`}>{t("title")}</h2>
        <a href={EVENTS_PATH}>{t("more")} →</a>
      </div>
      <EventGrid events={events} className={grid.grid} />
    </section>
  );
}
