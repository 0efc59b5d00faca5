import { getTranslations } from "next-intl/server";
import { PLAN_FORM_ID } from "./PlanForm";
import styles from "./Plan.module.css";

type Props = { setKey: string; performer: string; checked?: boolean; form?: string };

/**
 * "Agregar a mi plan" on one set: a checkbox of the page's plan form (PlanForm), so the page chooses sets and makes a
 * plan without JavaScript; its name says which set, its state is the checkbox's own.
 */
export async function PlanToggle({ setKey, performer, checked = false, form = PLAN_FORM_ID }: Props) {
  const t = await getTranslations("ReaderPlan");
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        name="set"
        value={setKey}
        form={form}
        defaultChecked={checked}
        aria-label={t("addSet", { performer })}
      />
      <span aria-hidden="true">{t("add")}</span>
    </label>
  );
}
