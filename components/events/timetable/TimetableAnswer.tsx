import { getTranslations } from "next-intl/server";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { BreadcrumbJsonLd } from "@/components/seo/BreadcrumbJsonLd";
import { ShareButtons } from "@/components/share/ShareButtons";
import { readTimetable } from "@/lib/events/timetable-page";
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
  return (
    <>
      <BreadcrumbJsonLd
        section="events"
        via={{ name: event.name, path: eventPath(event.id) }}
        page={{ name: t("kicker"), path }}
      />
      <TimetablePage event={event} days={days} day={timetable.day} path={path} topics={topics} />
      <ShareButtons title={t("title", { name: event.name })} url={absoluteUrl(path)} heading={t("share")} />
    </>
  );
}
