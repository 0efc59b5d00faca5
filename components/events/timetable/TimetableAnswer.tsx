import { getTranslations } from "next-intl/server";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { BreadcrumbJsonLd } from "@/components/seo/BreadcrumbJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { ShareButtons } from "@/components/share/ShareButtons";
import { readTimetable } from "@/lib/events/timetable-page";
import { timetableJsonLd } from "@/lib/seo/timetable-json-ld";
import { absoluteUrl, eventPath, timetablePath } from "@/lib/urls";
import { MissingTimetable } from "./MissingTimetable";
import { TimetablePage } from "./TimetablePage";

/** The address of the day shown: the first day's is the timetable's own. */
export const timetableDayPath = (id: string, day: string, first: boolean) => timetablePath(id, first ? undefined : day);

/** An event's timetable at `day` (its first when null), or the 404 that says why there is none. */
export async function TimetableAnswer({ id, day }: { id: string; day: string | null }) {
  const timetable = await readTimetable(id, day);
  if (!timetable?.day)
    return (
      <NotFoundAnswer>
        <MissingTimetable />
      </NotFoundAnswer>
    );
  const { event, days, topics } = timetable;
  const t = await getTranslations("Timetable");
  const path = timetableDayPath(event.id, timetable.day.day, timetable.first);
  const setName = (performer: string) => t("setName", { performer, event: event.name });
  return (
    <>
      <JsonLd data={timetableJsonLd(event, timetable.day, path, setName)} />
      <BreadcrumbJsonLd
        section="events"
        via={{ name: event.name, path: eventPath(event.id) }}
        page={{ name: t("kicker"), path }}
      />
      <TimetablePage event={event} days={days} day={timetable.day} topics={topics} />
      <ShareButtons title={t("title", { name: event.name })} url={absoluteUrl(path)} heading={t("share")} />
    </>
  );
}
