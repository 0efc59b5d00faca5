"use client";

import { useId, useState } from "react";
import { SLUG_MAX_LENGTH } from "@/lib/validations/post-fields";
import { FieldNotes } from "../FieldNotes";
import type { EventChoice } from "./event-choices";
import { matchingEvents } from "./event-matches";
import { SuggestionList } from "./SuggestionList";
import { useSuggestions } from "./use-suggestions";
import fields from "../fields.module.css";
import formStyles from "../forms.module.css";
import styles from "./PostEventField.module.css";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

/** An event the form may suggest: its id, what the editor recognises it by (name, days, city). */

export type PostEventFieldLabels = {
  label: string;
  hint: string;
  suggestions: string;
  /** With {name}, {dates} and {city}. */
  chosen: string;
  none: string;
};

/** The most suggestions shown at once: typing more narrows them. */
const SHOWN_MAX = 8;

/**
 * The event a post is about, by its id: a plain text field (the id, as the API takes it, without JavaScript too) that
 * suggests the events whose name, id or city the editor types; picking one writes its id. Under it, the chosen
 * event's name, days and city.
 */
export function PostEventField({
  labels,
  value,
  choices,
  error,
  onChange,
}: {
  labels: PostEventFieldLabels;
  value: string;
  choices: EventChoice[];
  error?: string;
  onChange: (id: string) => void;
}) {
  const id = "post-event";
  const listId = `${useId()}-suggestions`;
  const [closed, setClosed] = useState(true);
  const chosen = choices.find((choice) => choice.id === value.trim());
  const offered = closed ? [] : matchingEvents(choices, value, SHOWN_MAX);
  const open = offered.length > 0 && !(offered.length === 1 && offered[0] === chosen);
  const { active, resetActive, comboboxProps } = useSuggestions(offered, {
    listId,
    open,
    pick: (choice) => (choice ? pick(choice) : setClosed(true)),
    close: () => setClosed(true),
  });

  function pick(choice: EventChoice) {
    onChange(choice.id);
    setClosed(true);
    resetActive();
  }

  const described = [`${id}-hint`, `${id}-status`, error && `${id}-error`].filter(Boolean).join(" ");
  const status = chosen
    ? fillPhrase(labels.chosen, { name: chosen.name, dates: chosen.dates, city: chosen.city })
    : value.trim() && closed
      ? labels.none
      : "";
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{labels.label}</label>
      <input
        id={id}
        className={fields.input}
        name="event"
        type="text"
        {...comboboxProps}
        spellCheck={false}
        autoCapitalize="none"
        maxLength={SLUG_MAX_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          onChange(event.target.value);
          setClosed(false);
          resetActive();
        }}
        onBlur={() => setClosed(true)}
      />
      <SuggestionList
        id={listId}
        label={labels.suggestions}
        items={offered}
        active={active}
        open={open}
        keyOf={(choice) => choice.id}
        onPick={pick}
      >
        {(choice) => (
          <>
            <span className={styles.name}>{choice.name}</span>
            <span className={styles.details}>
              {choice.dates} · {choice.city}
            </span>
          </>
        )}
      </SuggestionList>
      <p id={`${id}-status`} className={chosen ? styles.chosen : formStyles.hint} role="status">
        {status}
      </p>
      <FieldNotes id={id} hint={labels.hint} error={error} />
    </div>
  );
}
