import { getTranslations } from "next-intl/server";
import { PLANS_PATH } from "@/lib/urls";
import { PlanKeeper } from "./PlanKeeper";
import { PLAN_FORM_ID } from "./PlanToggle";
import styles from "./Plan.module.css";

/** "Arma tu plan": the sets checked on the page become a plan with its own page and calendar (POST /plan). */
export async function PlanForm({ eventId }: { eventId: string }) {
  const t = await getTranslations("ReaderPlan");
  return (
    <form id={PLAN_FORM_ID} className={styles.form} method="post" action={PLANS_PATH} aria-labelledby="arma-tu-plan">
      <input type="hidden" name="evento" value={eventId} />
      <div>
        <h2 id="arma-tu-plan" className={styles.formTitle}>
          {t("formTitle")}
        </h2>
        <p className={styles.formLead}>{t("formLead")}</p>
      </div>
      <div className={styles.formActions}>
        <button className={styles.save} type="submit">
          {t("save")}
        </button>
        <PlanKeeper
          eventId={eventId}
          words={{
            saving: t("keptSaving"),
            ready: t("keptReady"),
            open: t("keptOpen"),
            subscribe: t("subscribe"),
            failed: t("keptFailed"),
          }}
        />
      </div>
    </form>
  );
}
