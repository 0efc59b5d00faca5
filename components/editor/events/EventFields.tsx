import type { ReactNode } from "react";
import { say } from "../say";
import type { EventFormLabels } from "./event-form-labels";
import { EVENT_FIELDS, VENUE_PARTS, type EventField } from "@/lib/validations/event-fields";
import type { EventValues, VenueValues } from "./event-values";
import { SelectField, TextField } from "./EventFormField";
import { EventTimes } from "./EventTimes";
import styles from "./EventForm.module.css";

type Props = {
  values: EventValues;
  labels: EventFormLabels;
  errors: Record<string, string>;
  /** A new event's id is typed (or suggested); a stored one's is its address, shown and never sent. */
  isNew: boolean;
  previousStart: string | null;
  onChange: (part: Partial<EventValues>) => void;
};

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The fields typed as text in one box. */
type TypedField = {
  [Field in EventField]: (typeof EVENT_FIELDS)[Field] extends "text" | "number" ? Field : never;
}[EventField];

/** What, when, where and for how much: every field of the event but its image, description and line-up. */
export function EventFields({ values, labels, errors, isNew, previousStart, onChange }: Props) {
  const { form } = labels;
  const { fields, sections } = form;
  const venue = (part: Partial<VenueValues>) => onChange({ venue: { ...values.venue, ...part } });
  const text = (field: TypedField) => ({
    id: `event-${field}`,
    label: fields[field],
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange({ [field]: value }),
  });
  return (
    <>
      <FormSection title={sections.event}>
        <TextField {...text("name")} />
        {isNew ? (
          <TextField
            id="event-id"
            label={fields.id}
            hint={say(form.idHint, { id: values.id || "…" })}
            value={values.id}
            error={errors.id}
            onChange={(id) => onChange({ id })}
          />
        ) : (
          <p className={styles.hint}>{say(form.idFixed, { id: values.id })}</p>
        )}
        <div className={styles.pair}>
          <SelectField
            id="event-kind"
            label={fields.kind}
            value={values.kind}
            options={labels.kinds}
            error={errors.kind}
            onChange={(kind) => onChange({ kind: kind as EventValues["kind"] })}
          />
          <SelectField
            id="event-status"
            label={fields.status}
            value={values.status}
            options={labels.statuses}
            error={errors.status}
            onChange={(status) => onChange({ status: status as EventValues["status"] })}
          />
        </div>
        <TextField {...text("organizer")} hint={form.organizerHint} />
      </FormSection>
      <FormSection title={sections.when}>
        <EventTimes values={values} labels={labels} errors={errors} previousStart={previousStart} onChange={onChange} />
      </FormSection>
      <FormSection title={sections.venue}>
        <div className={styles.pair}>
          {VENUE_PARTS.map((part) => (
            <TextField
              key={part}
              id={`event-venue-${part}`}
              label={fields.venue[part]}
              value={values.venue[part]}
              inputMode={part === "postalCode" ? "numeric" : undefined}
              error={errors[`venue.${part}`] ?? (part === "name" ? errors.venue : undefined)}
              onChange={(value) => venue({ [part]: value })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={sections.tickets}>
        <TextField {...text("ticketUrl")} inputMode="url" />
        <div className={styles.pair}>
          <TextField {...text("priceFrom")} inputMode="numeric" hint={form.priceHint} />
          <TextField {...text("priceTo")} inputMode="numeric" />
        </div>
      </FormSection>
    </>
  );
}
