import type { EditedPost } from "../edited-post";
import styles from "../forms.module.css";

export type StateChoiceLabels = {
  state: string;
  stateHint: string;
  options: Record<EditedPost["state"], string>;
};

const CHOICES = ["draft", "published", "scheduled"] as const;

/** Where the post should stand once saved; "scheduled" opens the publish time beside it. */
export function StateChoice({
  labels,
  value,
  onChange,
}: {
  labels: StateChoiceLabels;
  value: EditedPost["state"];
  onChange: (state: EditedPost["state"]) => void;
}) {
  return (
    <fieldset className={styles.choice} aria-describedby="post-state-hint">
      <legend>{labels.state}</legend>
      <p id="post-state-hint" className={styles.hint}>
        {labels.stateHint}
      </p>
      <div className={styles.options}>
        {CHOICES.map((state) => (
          <label key={state} className={styles.option}>
            <input type="radio" name="state" value={state} checked={value === state} onChange={() => onChange(state)} />
            {labels.options[state]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
