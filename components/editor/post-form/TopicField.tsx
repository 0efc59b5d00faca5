"use client";

import { useEffect, useId, useState } from "react";
import { TOPIC_NAME_MAX_LENGTH, TOPICS_MAX } from "@/lib/validations/post-fields";
import type { TopicRef } from "@/lib/newsroom/post-topics";
import { FieldNotes } from "../FieldNotes";
import { SuggestionList } from "./SuggestionList";
import { distinctTopicNames, topicKeyOf } from "./topic-keys";
import { fetchTopicSuggestions } from "./topic-suggestions";
import { useSuggestions } from "./use-suggestions";
import fields from "../fields.module.css";
import formStyles from "../forms.module.css";
import styles from "./TopicField.module.css";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

export type TopicFieldLabels = {
  label: string;
  hint: string;
  full: string;
  suggestions: string;
  add: string;
  /** With {name} where the topic's name goes. */
  remove: string;
};

/** How long typing rests before the suggestions are asked for. */
const PAUSE_MS = 150;

/**
 * The post's topics as removable chips, and a combobox that suggests existing topics as the editor types: Enter or a
 * click adds the suggestion chosen (arrows move through them) or else the text typed; the same topic twice, in any
 * spelling, is one.
 */
export function TopicField({
  labels,
  topics,
  error,
  publishingToken,
  onChange,
}: {
  labels: TopicFieldLabels;
  topics: string[];
  error?: string;
  publishingToken: string | null;
  onChange: (topics: string[]) => void;
}) {
  const id = "post-topics";
  const listId = `${useId()}-suggestions`;
  const [typed, setTyped] = useState("");
  const [suggestions, setSuggestions] = useState<TopicRef[]>([]);
  const full = topics.length >= TOPICS_MAX;
  const chosen = new Set(topics.map(topicKeyOf));
  const offered = suggestions.filter(({ name }) => !chosen.has(topicKeyOf(name)));
  const open = offered.length > 0 && !full;
  const { active, resetActive, comboboxProps } = useSuggestions(offered, {
    listId,
    open,
    pick: (topic) => add(topic?.name ?? typed),
    close: () => setSuggestions([]),
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = typed.trim() === "" ? [] : await fetchTopicSuggestions(typed, publishingToken, controller.signal);
      if (!controller.signal.aborted) setSuggestions(found);
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, publishingToken]);

  function add(name: string) {
    const trimmed = name.trim();
    if (trimmed === "" || topicKeyOf(trimmed) === "" || full) return;
    onChange(distinctTopicNames([...topics, trimmed]));
    setTyped("");
    setSuggestions([]);
    resetActive();
  }

  const described = [`${id}-hint`, `${id}-status`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{labels.label}</label>
      {topics.length > 0 ? (
        <ul className={styles.chips} aria-label={labels.label}>
          {topics.map((name) => (
            <li key={topicKeyOf(name)} className={styles.chip}>
              <span>{name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={fillPhrase(labels.remove, { name })}
                onClick={() => onChange(topics.filter((topic) => topic !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.entry}>
        <input
          id={id}
          className={fields.input}
          type="text"
          {...comboboxProps}
          maxLength={TOPIC_NAME_MAX_LENGTH}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            setTyped(event.target.value);
            resetActive();
          }}
        />
        <button type="button" className={fields.secondary} disabled={full} onClick={() => add(typed)}>
          {labels.add}
        </button>
      </div>
      <SuggestionList
        id={listId}
        label={labels.suggestions}
        items={offered}
        active={active}
        open={open}
        keyOf={(topic) => topic.slug}
        onPick={(topic) => add(topic.name)}
      >
        {(topic) => topic.name}
      </SuggestionList>
      <p id={`${id}-status`} className={formStyles.hint} role="status">
        {full ? labels.full : ""}
      </p>
      <FieldNotes id={id} hint={labels.hint} error={error} />
    </div>
  );
}
