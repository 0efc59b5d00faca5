"use client";

import { useState, type FormEvent } from "react";
import { EVENTS_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { useEditor } from "../EditorStatus";
import type { StoredPhoto } from "../photo/ImageField";
import { callNewsApi } from "../news-api";
import { useHydrated } from "../use-hydrated";
import { useIdSuggestion } from "../use-id-suggestion";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import type { EditedEvent } from "./edited-event";
import { eventApiPath, EVENTS_API_PATH, type EventNotice } from "./event-api";
import type { EventFormLabels } from "./event-form-labels";
import {
  emptyEventValues,
  eventBody,
  eventChanges,
  lacksAltText,
  ownChangesOn,
  type EventValues,
} from "./event-values";
import { EventConflict } from "./EventConflict";
import { EventDelete } from "./EventDelete";
import { EventFields, FormSection } from "./EventFields";
import { EventStory } from "./EventStory";
import { TextField } from "./EventFormField";
import { LineupEditor } from "./LineupEditor";
import { useEventProblems } from "./use-event-problems";
import styles from "./EventForm.module.css";

type Props = {
  /** The event as stored when the page was read; null for a new one. */
  stored: EditedEvent | null;
  photo: StoredPhoto | null;
  previousStart: string | null;
  labels: EventFormLabels;
};

/**
 * Back to the list, which says what was done. A navigation, not the router: the list is read afresh, and a page receives
 * its publishing token only from a navigation.
 */
const backToList = (notice: EventNotice) =>
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${EVENTS_EDITOR_PATH}?aviso=${notice}`);

/**
 * One form to create an event and to change one: it sends what was typed and the API checks it, naming each field it
 * refuses beside that field; the typed values stay. A change names the version it was made on (If-Match): when
 * another save came first (412), the page's data is read again and the two versions are offered to choose from.
 */
export function EventForm({ stored, photo, previousStart, labels }: Props) {
  const { publishingToken, announce } = useEditor();
  const hydrated = useHydrated();
  const [base, setBase] = useState(stored);
  const [values, setValues] = useState<EventValues>(() => stored?.values ?? emptyEventValues());
  const [idTyped, setIdTyped] = useState(false);
  const { errors, problem, refused, clear, setErrors } = useEventProblems(labels);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { form } = labels;
  const conflict = stored && base && stored.version > base.version ? stored : null;
  const idSuggestion = useIdSuggestion((id) => setValues((current) => ({ ...current, id })));

  function change(part: Partial<EventValues>) {
    setValues((current) => ({ ...current, ...part }));
    if (!base && part.name !== undefined && !idTyped) idSuggestion.suggest(part.name);
    // Emptying the id hands it back to the suggestion.
    if (part.id !== undefined) {
      idSuggestion.cancel();
      setIdTyped(part.id !== "");
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const suggested = await idSuggestion.settled();
    const sent = suggested === null ? values : { ...values, id: suggested };
    if (lacksAltText(sent)) {
      setErrors({ imageAlt: form.imageAltMissing });
      document.getElementById("event-imageAlt")?.focus();
      return;
    }
    const body = base ? eventChanges(sent, base.values) : eventBody(sent);
    if (base && Object.keys(body).length === 0) {
      announce(form.nothingChanged);
      return;
    }
    setSaving(true);
    clear();
    const outcome = base
      ? await callNewsApi(eventApiPath(base.values.id), publishingToken, {
          method: "PATCH",
          body,
          ifMatch: base.version,
        })
      : await callNewsApi(EVENTS_API_PATH, publishingToken, { method: "POST", body });
    if (outcome.ok) {
      backToList(base ? "saved" : "created");
      return;
    }
    setSaving(false);
    refused(outcome.status, outcome.fieldCodes);
  }

  /** Keeping one's own: the next save changes the stored version with what was typed; or the stored one is taken. */
  function resolve(keepMine: boolean) {
    if (!stored || !base) return;
    setBase(stored);
    setValues(keepMine ? ownChangesOn(stored.values, values, base.values) : stored.values);
    clear();
    announce(keepMine ? form.keptMine : form.tookStored);
  }

  const busy = saving || uploading || !hydrated;
  return (
    <>
      <form className={`${forms.form} ${styles.form}`} onSubmit={save} noValidate>
        <noscript>
          <p className={fields.error}>{form.needsScript}</p>
        </noscript>
        {conflict ? <EventConflict stored={conflict} values={values} labels={labels} onResolve={resolve} /> : null}
        <EventFields
          values={values}
          labels={labels}
          errors={errors}
          isNew={!base}
          previousStart={previousStart}
          onChange={change}
        />
        <EventStory
          values={values}
          labels={labels}
          errors={errors}
          photo={{ publishingToken, stored: photo, onBusy: setUploading }}
          onChange={change}
        />
        <FormSection title={form.sections.lineup}>
          <LineupEditor
            rows={values.lineup}
            labels={labels.lineup}
            error={errors.lineup}
            disabled={!hydrated}
            onChange={(lineup) => change({ lineup })}
          />
          <TextField
            id="event-walkMinutes"
            label={form.fields.walkMinutes}
            hint={form.walkMinutesHint}
            value={values.walkMinutes}
            error={errors.walkMinutes}
            onChange={(walkMinutes) => change({ walkMinutes })}
          />
        </FormSection>
        <p className={`${fields.error} ${forms.problem}`} role="alert">
          {problem}
        </p>
        <div className={forms.actions}>
          <button className={`${fields.primary} ${forms.save}`} type="submit" disabled={busy}>
            {saving ? form.saving : base ? form.save : form.create}
          </button>
        </div>
      </form>
      {base ? (
        <EventDelete
          event={{ id: base.values.id, name: base.values.name, version: base.version }}
          labels={form}
          onDeleted={() => backToList("deleted")}
          onRefused={refused}
        />
      ) : null}
    </>
  );
}
