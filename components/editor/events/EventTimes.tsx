import { say } from "../say";
import type { EventFormLabels } from "./event-form-labels";
import type { EventValues } from "./event-values";
import { SelectField, TextField } from "./EventFormField";
import styles from "./EventForm.module.css";

type Props = {
  values: EventValues;
  labels: EventFormLabels;
  errors: Record<string, string>;
  /** The first start of a rescheduled event, as its zone's clocks showed it; null when none is stored. */
  previousStart: string | null;
  onChange: (part: Partial<EventValues>) => void;
};

/** When: the start and the end on the clocks of the zone chosen beside them, and a rescheduled event's first start. */
export function EventTimes({ values, labels, errors, previousStart, onChange }: Props) {
  const { fields, timesHint, previousStart: previous } = labels.form;
  return (
    <>
      <div className={styles.pair}>
        <TextField
          id="event-startsAt"
          type="datetime-local"
          label={fields.startsAt}
          value={values.startsAt}
          error={errors.startsAt}
          onChange={(startsAt) => onChange({ startsAt })}
        />
        <TextField
          id="event-endsAt"
          type="datetime-local"
          label={fields.endsAt}
          value={values.endsAt}
          error={errors.endsAt}
          onChange={(endsAt) => onChange({ endsAt })}
        />
        <SelectField
          id="event-timeZone"
          label={fields.timeZone}
          value={values.timeZone}
          options={labels.zones}
          error={errors.timeZone}
          onChange={(timeZone) => onChange({ timeZone: timeZone as EventValues["timeZone"] })}
        />
      </div>
      <p className={styles.hint}>{timesHint}</p>
      {values.status === "reprogramado" && previousStart ? (
        <p className={styles.previous}>{say(previous, { when: previousStart })}</p>
      ) : null}
    </>
  );
}
