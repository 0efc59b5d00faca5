import { getTranslations } from "next-intl/server";
import { PLAN_FORM_ID } from "./PlanForm";
import styles from "./Plan.module.css";

/** What every toggle of a page says, read once for the page: an async toggle would be flight data of its own. */
export type PlanToggleWords = { add: string; addSet: (performer: string) => string };

export async function planToggleWords(): Promise<PlanToggleWords> {
  const t = await getTranslations("ReaderPlan");
  return { add: t("add"), addSet: (performer) => t("addSet", { performer }) };
}

type Props = { setKey: string; performer: string; words: PlanToggleWords; checked?: boolean; form?: string };

/**
 * "Agregar a mi plan" on one set: a checkbox of the page's plan form (PlanForm), so the page chooses sets and makes a
 * plan without JavaScript; its name says which set, its state is the checkbox's own.
 */
export function PlanToggle({ setKey, performer, words, checked = false, form = PLAN_FORM_ID }: Props) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        name="set"
        value={setKey}
        form={form}
        defaultChecked={checked}
        aria-label={words.addSet(performer)}
      />
      <span aria-hidden="true">{words.add}</span>
    </label>
  );
}
