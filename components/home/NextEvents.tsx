import { getTranslations } from "next-intl/server";
import { EventGrid } from "@/components/events/EventGrid";
import type { ShownEvent } from "@/lib/events/guide";
import { EVENTS_PATH } from "@/lib/urls";
import { HomeSection } from "./HomeSection";
import grid from "./NextEvents.module.css";

/** "Próximos eventos" between the hero and the news: the next events and the way to the guide; nothing without any. */
export async function NextEvents({ events }: { events: ShownEvent[] }) {
  if (events.length === 0) return null;
  const t = await getTranslations("HomeEvents");
  return (
    <HomeSection id="proximos-eventos" title={t("title")} aside={<a href={EVENTS_PATH}>{t("more")} →</a>}>
      <EventGrid events={events} className={grid.grid} />
    </HomeSection>
  );
}
