import Link from "@/components/layout/Link";
import type { CSSProperties } from "react";
import { getTranslations } from "next-intl/server";
import { timeLabel } from "@/lib/events/event-dates";
import { setAnchor, timetableHours, type TimetableDay, type TimetableSet } from "@/lib/events/timetable";
import { topicPath } from "@/lib/topics/topic-paths";
import { PlanToggle, planToggleWords, type PlanToggleWords } from "@/components/plans/PlanToggle";
import styles from "./Timetable.module.css";

type Props = { day: TimetableDay; zone: string; topics: Map<string, string>; noStage: string };

/** The grid's placement of an element, read by Timetable.module.css on a wide screen. */
const place = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`--${name}`, value])) as CSSProperties;

export const stageAnchor = (index: number) => `escenario-${index + 1}`;

type CellProps = {
  set: TimetableSet;
  zone: string;
  topics: Map<string, string>;
  openEnd: (start: string) => string;
  plan: PlanToggleWords;
};

/** One set; a plain component, not an async one: an async one is a chunk of flight data of its own per set. */
function SetCell({ set, zone, topics, openEnd, plan }: CellProps) {
  const start = timeLabel(set.startsAt, zone);
  const slug = topics.get(set.name);
  return (
    <li
      id={setAnchor(set)}
      className={styles.set}
      style={place({ from: set.fromSlot + 1, to: set.toSlot + 1, lane: set.lane + 1 })}
    >
      <span className={styles.setTime}>
        <time dateTime={set.startsAt.toISOString()}>{set.endsAt ? start : openEnd(start)}</time>
        {set.endsAt ? (
          <>
            {"–"}
            <time dateTime={set.endsAt.toISOString()}>{timeLabel(set.endsAt, zone)}</time>
          </>
        ) : null}
      </span>
      {slug ? (
        <Link className={styles.performer} href={topicPath(slug)}>
          {set.name}
        </Link>
      ) : (
        <span className={styles.performer}>{set.name}</span>
      )}
      <PlanToggle setKey={set.key} performer={set.name} words={plan} />
    </li>
  );
}

/**
 * One festival day: a column per stage with the hours down the side on a wide screen, a list per stage on a phone.
 * Each stage is a section with its list of sets in time order, so a screen reader and the page without its styles
 * read it stage by stage; the hours are drawn for the eye only.
 */
export async function TimetableGrid({ day, zone, topics, noStage }: Props) {
  const [t, plan] = await Promise.all([getTranslations("Timetable"), planToggleWords()]);
  const openEnd = (start: string) => t("openEnd", { start });
  return (
    <div className={styles.grid} style={place({ stages: day.stages.length, slots: day.slots })}>
      <ol className={styles.hours} aria-hidden="true">
        {timetableHours(day).map(({ hour, slot }) => (
          <li key={slot} style={place({ from: slot + 1 })}>
            {timeLabel(hour, zone)}
          </li>
        ))}
      </ol>
      {day.stages.map(({ stage, sets }, index) => (
        <section
          key={stage}
          id={stageAnchor(index)}
          className={styles.stage}
          aria-labelledby={`${stageAnchor(index)}-nombre`}
          style={place({ column: index + 2 })}
        >
          <h2 id={`${stageAnchor(index)}-nombre`} className={styles.stageName}>
            {stage || noStage}
          </h2>
          <ol className={styles.sets} style={place({ lanes: Math.max(...sets.map(({ lane }) => lane)) + 1 })}>
            {sets.map((set) => (
              <SetCell key={set.position} set={set} zone={zone} topics={topics} openEnd={openEnd} plan={plan} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
