import { useEffect, useRef } from "react";
import { say } from "../say";
import fields from "../fields.module.css";
import conflictStyles from "../revisions/ConflictView.module.css";
import type { EditedEvent } from "./edited-event";
import type { EventFormLabels } from "./event-form-labels";
import { EVENT_FIELD_NAMES } from "@/lib/validations/event-fields";
import type { EventValues } from "./event-values";

type Props = {
  stored: EditedEvent;
  values: EventValues;
  labels: EventFormLabels;
  onResolve: (keepMine: boolean) => void;
};

/** The labels of the fields where the stored version and what was typed differ, in the schema's order. */
function differing(stored: EventValues, typed: EventValues, labels: EventFormLabels["form"]["fields"]): string[] {
  const names = EVENT_FIELD_NAMES.filter((field) => JSON.stringify(stored[field]) !== JSON.stringify(typed[field])).map(
    (field) => (field === "venue" ? labels.venue.name : labels[field]),
  );
  return names;
}

/**
 * After a 412: someone saved the event since this page read it. Nothing was saved and what was typed stays; the editor
 * takes the stored version or keeps their own changes over it (the next save then names the stored version).
 */
export function EventConflict({ stored, values, labels, onResolve }: Props) {
  const shown = useRef<HTMLElement>(null);
  useEffect(() => shown.current?.focus(), []);
  const { form } = labels;
  return (
    <section ref={shown} className={conflictStyles.conflict} aria-labelledby="event-conflict" tabIndex={-1}>
      <h2 id="event-conflict">{form.conflictTitle}</h2>
      <p>{say(form.conflictLead, { fields: differing(stored.values, values, form.fields).join(", ") })}</p>
      <div className={conflictStyles.choices}>
        <button className={fields.secondary} type="button" onClick={() => onResolve(false)}>
          {form.useStored}
        </button>
        <button className={fields.primary} type="button" onClick={() => onResolve(true)}>
          {form.keepMine}
        </button>
      </div>
    </section>
  );
}
