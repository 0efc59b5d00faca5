import { getTranslations } from "next-intl/server";
import { festivalDayTab, timeLabel } from "@/lib/events/event-dates";
import type { TimetableDay } from "@/lib/events/timetable";
import { planToggleWords } from "./plan-toggle-words";
import { PlanToggle } from "./PlanToggle";
import lineup from "@/components/events/EventArticle.module.css";
import styles from "./Plan.module.css";

type Props = { days: TimetableDay[]; zone: string; chosen: Set<string>; action: string; noStage: string };

const CHOICES_FORM_ID = "cambiar-plan";

/** "Cambiar mi plan", folded until asked for: every set of the festival by day and stage, those of the plan checked. */
export async function PlanChoices({ days, zone, chosen, action, noStage }: Props) {
  const [t, plan] = await Promise.all([getTranslations("ReaderPlan"), planToggleWords()]);
  return (
    <details className={styles.choices}>
      <summary>
        <h2 className={styles.formTitle}>{t("editTitle")}</h2>
      </summary>
      <form id={CHOICES_FORM_ID} method="post" action={action}>
        {days.map(({ day, stages }) => (
          <fieldset key={day} className={styles.choiceDay}>
            <legend>{festivalDayTab(day)}</legend>
            {stages.map(({ stage, sets }) => (
              <div key={stage}>
                <h3 className={styles.choiceStage}>{stage || noStage}</h3>
                <ul className={lineup.sets}>
                  {sets.map((set) => (
                    <li key={set.key}>
                      <time className={lineup.setTime} dateTime={set.startsAt.toISOString()}>
                        {timeLabel(set.startsAt, zone)}
                      </time>
                      <span>{set.name}</span>
                      <PlanToggle
                        setKey={set.key}
                        performer={set.name}
                        words={plan}
                        checked={chosen.has(set.key)}
                        form={CHOICES_FORM_ID}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </fieldset>
        ))}
        <button className={styles.save} type="submit">
          {t("editSave")}
        </button>
      </form>
    </details>
  );
}
