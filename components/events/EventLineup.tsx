import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { festivalDayLabel, timeLabel } from "@/lib/events/event-dates";
import { lineupDays, type LineupSet } from "@/lib/events/lineup-days";
import { setKeys } from "@/lib/events/set-keys";
import { planToggleWords } from "@/components/plans/plan-toggle-words";
import { PlanToggle } from "@/components/plans/PlanToggle";
import { topicPath } from "@/lib/topics/topic-paths";
import chips from "@/components/topics/Topics.module.css";
import styles from "./EventArticle.module.css";

type Props = { lineup: LineupSet[]; zone: string; topics: Map<string, string> };

/** A performer's name, linked to its topic when posts carry one of that name. */
function Performer({ name, topics }: { name: string; topics: Map<string, string> }) {
  const slug = topics.get(name);
  return slug ? (
    <Link className={styles.performerLink} href={topicPath(slug)}>
      {name}
    </Link>
  ) : (
    <span className={styles.performer}>{name}</span>
  );
}

/**
 * The line-up by day and stage when set times are known (lib/events/lineup-days.ts), otherwise in the editor's order
 * as the topics' pills.
 */
export async function EventLineup({ lineup, zone, topics }: Props) {
  const [t, plan] = await Promise.all([getTranslations("EventPage"), planToggleWords()]);
  const keys = setKeys(lineup);
  const days = lineupDays(
    lineup.map((set, index) => ({ ...set, key: keys[index] })),
    zone,
  );
  if (!days) {
    return (
      <ol className={chips.topics}>
        {lineup.map(({ name, stage }, index) => (
          <li key={`${index}-${name}`} className={chips.topic}>
            <Performer name={name} topics={topics} />
            {stage ? <span className={chips.count}>{stage}</span> : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.days}>
      {days.map(({ day, stages }) => (
        <section key={day} className={styles.day}>
          <h3 className={styles.dayTitle}>{day ? festivalDayLabel(day) : t("unscheduled")}</h3>
          {stages.map(({ stage, sets }) => (
            <div key={stage} className={styles.stageBlock}>
              <h4 className={styles.stageTitle}>{stage || t("noStage")}</h4>
              <ol className={styles.sets}>
                {sets.map((set, index) => (
                  <li key={`${index}-${set.name}`}>
                    {set.startsAt ? (
                      <time className={styles.setTime} dateTime={set.startsAt.toISOString()}>
                        {timeLabel(set.startsAt, zone)}
                      </time>
                    ) : null}
                    <Performer name={set.name} topics={topics} />
                    {set.startsAt ? <PlanToggle setKey={set.key} performer={set.name} words={plan} /> : null}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
