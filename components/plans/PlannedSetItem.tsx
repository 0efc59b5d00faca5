import { getTranslations } from "next-intl/server";
import { festivalDayTab, timeLabel } from "@/lib/events/event-dates";
import { festivalDay } from "@/lib/events/set-times";
import type { PlannedSet } from "@/lib/plans/plan-sets";
import styles from "./Plan.module.css";

type Props = { set: PlannedSet; zone: string; walkMinutes: number; noStage: string };

/** One set of a plan: when and where, and what the reader must know of it (a clash, a short walk, cancelled). */
export async function PlannedSetItem({ set, zone, walkMinutes, noStage }: Props) {
  const t = await getTranslations("ReaderPlan");
  const at = (other: { startsAt: Date }) => timeLabel(other.startsAt, zone);
  return (
    <li className={styles.planned} data-cancelled={set.cancelled || undefined}>
      <p className={styles.plannedWhen}>
        {festivalDayTab(festivalDay(set.startsAt, zone))} · <time dateTime={set.startsAt.toISOString()}>{at(set)}</time>
        {set.endsAt ? (
          <>
            {"–"}
            <time dateTime={set.endsAt.toISOString()}>{timeLabel(set.endsAt, zone)}</time>
          </>
        ) : null}{" "}
        · {set.stage || noStage}
      </p>
      <p className={styles.plannedName}>{set.name}</p>
      {set.cancelled ? <p className={styles.cancelled}>{t("cancelled")}</p> : null}
      {set.clashes.map((other) => (
        <p key={other.key} className={styles.warning}>
          {t("clash", { performer: other.name, time: at(other), stage: other.stage || noStage })}
        </p>
      ))}
      {set.shortWalk ? (
        <p className={styles.warning}>
          {t("shortWalk", {
            performer: set.shortWalk.name,
            stage: set.shortWalk.stage || noStage,
            time: at(set.shortWalk),
            minutes: walkMinutes,
          })}
        </p>
      ) : null}
    </li>
  );
}
