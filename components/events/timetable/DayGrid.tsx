"use client";

import Link from "@/components/layout/Link";
import type { CSSProperties } from "react";
import { JsonLd } from "@/components/seo/JsonLd";
import { PlanToggle, type PlanToggleWords } from "@/components/plans/PlanToggle";
import { clockTime } from "@/lib/dates/zone-time";
import { setAnchor, stageAnchor, type SheetSet, type TimetableSheet } from "@/lib/events/timetable-sheet";
import { timetableJsonLd, type TimetableGraph } from "@/lib/seo/timetable-json-ld";
import styles from "./Timetable.module.css";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

/** `openEnd` says "{start}" where a set without an end shows its start. */
export type DayGridWords = { openEnd: string; plan: PlanToggleWords };

type Props = { sheet: TimetableSheet; graph: TimetableGraph; words: DayGridWords };

/** The grid's placement of an element, read by Timetable.module.css on a wide screen. */
const place = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`--${name}`, value])) as CSSProperties;

function SetCell({ set, words }: { set: SheetSet; words: DayGridWords }) {
  const [key, name, start, end, from, to, position, lane, topic] = set;
  const startTime = clockTime(start);
  return (
    <li id={setAnchor(position)} style={place(lane > 1 ? { from, to, lane } : { from, to })}>
      <time dateTime={start}>{end ? startTime : fillPhrase(words.openEnd, { start: startTime })}</time>
      {end ? (
        <>
          {"–"}
          <time dateTime={end}>{clockTime(end)}</time>
        </>
      ) : null}
      {topic ? <Link href={topic}>{name}</Link> : <span>{name}</span>}
      <PlanToggle setKey={key} performer={name} words={words.plan} />
    </li>
  );
}

/**
 * One festival day: a column per stage with the hours down the side on a wide screen, a list per stage on a phone,
 * and its sets' JSON-LD. Each stage is a section with its list of sets in time order, so a screen reader and the page
 * without its styles read it stage by stage; the hours are drawn for the eye only. A client component for its bytes
 * (lib/events/timetable-sheet.ts): its HTML is the server's, its flight data the sheet alone.
 */
export function DayGrid({ sheet, graph, words }: Props) {
  return (
    <>
      <div className={styles.grid} style={place({ stages: sheet.stages.length, slots: sheet.slots })}>
        <ol className={styles.hours} aria-hidden="true">
          {sheet.hours.map(({ label, row }) => (
            <li key={row} style={place({ from: row })}>
              {label}
            </li>
          ))}
        </ol>
        {sheet.stages.map(({ name, lanes, sets }, index) => (
          <section
            key={name}
            id={stageAnchor(index)}
            className={styles.stage}
            aria-labelledby={`${stageAnchor(index)}-nombre`}
            style={place({ column: index + 2 })}
          >
            <h2 id={`${stageAnchor(index)}-nombre`} className={styles.stageName}>
              {name}
            </h2>
            <ol className={styles.sets} style={place({ lanes })}>
              {sets.map((set) => (
                <SetCell key={set[0]} set={set} words={words} />
              ))}
            </ol>
          </section>
        ))}
      </div>
      <JsonLd data={timetableJsonLd(graph, sheet)} />
    </>
  );
}
