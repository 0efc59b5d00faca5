import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { timetableDays } from "@/lib/events/timetable";
import { WALK_MINUTES_DEFAULT } from "@/lib/plans/plan-sets";
import type { ReaderPlanView } from "@/lib/plans/plan-store";
import { absoluteUrl, planCalendarPath, planPath, timetablePath, webcalUrl } from "@/lib/urls";
import post from "@/components/post/PostArticle.module.css";
import { PlannedSetItem } from "./PlannedSetItem";
import { PlanChoices } from "./PlanChoices";
import styles from "./Plan.module.css";

/** A reader's plan: its sets in time order with their warnings, its calendar, and the forms to change or delete it. */
export async function ReaderPlanPage({ plan }: { plan: ReaderPlanView }) {
  const [t, page] = await Promise.all([getTranslations("ReaderPlan"), getTranslations("EventPage")]);
  const { token, event, sets } = plan;
  const calendar = planCalendarPath(token);
  const chosen = new Set(sets.filter(({ cancelled }) => !cancelled).map(({ key }) => key));
  return (
    <article className={styles.page}>
      <Link className={post.back} href={timetablePath(event.id)}>
        ← {t("toTimetable", { name: event.name })}
      </Link>
      <header>
        <p className={styles.kicker}>{event.name}</p>
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.lead}>{t("lead", { count: sets.length, name: event.name })}</p>
      </header>
      <ol className={styles.plannedList}>
        {sets.map((set) => (
          <PlannedSetItem
            key={set.key}
            set={set}
            zone={event.timeZone}
            walkMinutes={event.walkMinutes ?? WALK_MINUTES_DEFAULT}
            noStage={page("noStage")}
          />
        ))}
      </ol>
      <section className={styles.form} aria-labelledby="calendario">
        <div>
          <h2 id="calendario" className={styles.formTitle}>
            {t("calendarTitle")}
          </h2>
          <p className={styles.formLead}>{t("calendarLead")}</p>
          <label className={styles.address}>
            {t("calendarAddress")}
            <input type="text" readOnly value={absoluteUrl(calendar)} />
          </label>
        </div>
        <a className={styles.save} href={webcalUrl(calendar)}>
          {t("subscribe")}
        </a>
      </section>
      <PlanChoices
        days={timetableDays(event.lineup, event.timeZone)}
        zone={event.timeZone}
        chosen={chosen}
        action={`${planPath(token)}/cambiar`}
        noStage={page("noStage")}
      />
      <form className={styles.revoke} method="post" action={`${planPath(token)}/revocar`} aria-labelledby="borrar">
        <h2 id="borrar" className={styles.formTitle}>
          {t("revokeTitle")}
        </h2>
        <p className={styles.formLead}>{t("revokeLead")}</p>
        <button className={styles.danger} type="submit">
          {t("revoke")}
        </button>
      </form>
    </article>
  );
}
