import styles from "./Plan.module.css";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

/** The form every PlanToggle of the page belongs to (through its `form` attribute, wherever the toggle sits). */
export const PLAN_FORM_ID = "mi-plan";

/**
 * What every toggle of a page says, read once for the page (plan-toggle-words.ts); `addSet` says "{performer}" where
 * the set's performer goes. Plain strings: the timetable's grid renders its toggles in the browser's code too.
 */
export type PlanToggleWords = { add: string; addSet: string };

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
        aria-label={fillPhrase(words.addSet, { performer })}
      />
      <span aria-hidden="true">{words.add}</span>
    </label>
  );
}
