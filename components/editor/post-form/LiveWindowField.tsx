import { FieldNotes, notesOf } from "../FieldNotes";
import { PostFieldInput } from "../PostFieldInput";
import type { LiveValues } from "./live-window-values";
import type { PostFormErrors } from "./use-post-checks";
import styles from "../forms.module.css";

export type LiveWindowLabels = { legend: string; on: string; start: string; end: string; hint: string };

/** The post's live coverage, with the API's complaints about the window and each of its bounds. */
export type LiveContext = { values: LiveValues; errors: PostFormErrors; onChange: (live: LiveValues) => void };

const ID = "post-live";

/** "Cobertura en vivo": whether the post is live coverage, and from when to when; the bounds open once it is. */
export function LiveWindowField({ labels, live }: { labels: LiveWindowLabels; live: LiveContext }) {
  const { values, errors, onChange } = live;
  const change = (part: Partial<LiveValues>) => onChange({ ...values, ...part });
  const hint = values.on ? labels.hint : undefined;
  return (
    <fieldset className={styles.choice} aria-describedby={notesOf(ID, hint, errors.live)}>
      <legend>{labels.legend}</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          name="live"
          checked={values.on}
          onChange={(event) => change({ on: event.target.checked })}
        />
        {labels.on}
      </label>
      {values.on ? (
        <div className={styles.pair}>
          <PostFieldInput
            field="liveStart"
            label={labels.start}
            value={values.start}
            error={errors["live.start"]}
            onChange={(start) => change({ start })}
          />
          <PostFieldInput
            field="liveEnd"
            label={labels.end}
            value={values.end}
            error={errors["live.end"]}
            onChange={(end) => change({ end })}
          />
        </div>
      ) : null}
      <FieldNotes id={ID} hint={hint} error={errors.live} />
    </fieldset>
  );
}
