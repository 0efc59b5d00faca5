import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { festivalDayLabel, festivalDayTab, offsetLabel } from "@/lib/events/event-dates";
import type { ShownEvent } from "@/lib/events/guide";
import type { TimetableDay } from "@/lib/events/timetable";
import { eventPath, timetablePath } from "@/lib/urls";
import { eventLabels } from "../event-labels";
import { StatusBanner } from "../StatusBanner";
import { PlanForm } from "@/components/plans/PlanForm";
import { stageAnchor } from "@/lib/events/timetable-sheet";
import { TimetableGrid } from "./TimetableGrid";
import post from "@/components/post/PostArticle.module.css";
import article from "../EventArticle.module.css";
import styles from "./Timetable.module.css";

type Props = { event: ShownEvent; days: TimetableDay[]; day: TimetableDay; path: string; topics: Map<string, string> };

/** The tabs of a festival of several days: links, so each day is its own page that works without JavaScript. */
function DayTabs({ event, days, day, label }: Omit<Props, "path" | "topics"> & { label: string }) {
  if (days.length < 2) return null;
  return (
    <nav className={styles.days} aria-label={label}>
      {days.map(({ day: each }, index) => (
        <Link
          key={each}
          className={styles.dayTab}
          href={timetablePath(event.id, index === 0 ? undefined : each)}
          aria-current={each === day.day ? "page" : undefined}
        >
          {festivalDayTab(each)}
        </Link>
      ))}
    </nav>
  );
}

/** The timetable of one festival day of an event, with its days and stages to switch between. */
export async function TimetablePage({ event, days, day, path, topics }: Props) {
  const [t, page, labels] = await Promise.all([
    getTranslations("Timetable"),
    getTranslations("EventPage"),
    eventLabels(),
  ]);
  const zone = labels.zone(event.timeZone);
  const unscheduled = event.lineup.filter(({ startsAt }) => !startsAt).map(({ name }) => name);
  return (
    <article className={styles.page} data-status={event.status}>
      <Link className={post.back} href={eventPath(event.id)}>
        {t("backToEvent", { name: event.name })}
      </Link>
      <StatusBanner event={event} />
      <header className={styles.header}>
        <p className={styles.kicker}>{t("kicker")}</p>
        <h1 className={article.title}>{t("title", { name: event.name })}</h1>
        <p className={styles.when}>
          <time dateTime={day.day}>{festivalDayLabel(day.day)}</time> · {event.venueName}, {event.city}
        </p>
        <p className={styles.zone}>{t("zone", { zone, offset: offsetLabel(day.opens, event.timeZone) })}</p>
      </header>
      <DayTabs event={event} days={days} day={day} label={t("days")} />
      {day.stages.length > 1 ? (
        <nav className={styles.stageTabs} aria-label={t("stages")}>
          {day.stages.map(({ stage }, index) => (
            <a key={stage} className={styles.stageTab} href={`#${stageAnchor(index)}`}>
              {stage || page("noStage")}
            </a>
          ))}
        </nav>
      ) : null}
      <TimetableGrid event={event} day={day} path={path} topics={topics} noStage={page("noStage")} />
      <PlanForm eventId={event.id} />
      {unscheduled.length > 0 ? (
        <p className={styles.unscheduled}>{t("unscheduled", { names: unscheduled.join(", ") })}</p>
      ) : null}
    </article>
  );
}
