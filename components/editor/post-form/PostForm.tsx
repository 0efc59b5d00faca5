"use client";

import { useState, type FormEvent } from "react";
import { newsroomInstant } from "@/lib/dates/publish-time";
import { callNewsApi, refusedForRole } from "../news-api";
import { PostFieldInput } from "../PostFieldInput";
import type { EventChoice } from "./event-choices";
import { PostFields, type PostFieldsLabels } from "./PostFields";
import { emptyPostValues, type PostField, type PostValues } from "../post-values";
import { useIdSuggestion } from "../use-id-suggestion";
import fields from "../fields.module.css";
import styles from "../forms.module.css";
import { useHydrated } from "../use-hydrated";
import { usePostChecks } from "./use-post-checks";
import { liveWindowBody, NO_LIVE } from "./live-window-values";

export type PostFormLabels = PostFieldsLabels & {
  save: string;
  saving: string;
  saveDraft: string;
  schedule: string;
  publishAt: string;
  publishAtHint: string;
  publishAtMissing: string;
  incomplete: string;
  failed: string;
  sessionExpired: string;
  reload: string;
  notPermitted: string;
};

/** How the post goes out: Save publishes now (the specification's button); the others keep it from readers. */
type Intent = "publish" | "draft" | "schedule";

/**
 * `publishingToken` is null when the page was not opened by a navigation: publishing is then refused. `events`: what
 * the event field suggests.
 */
export function PostForm({
  labels,
  today,
  publishingToken,
  events,
}: {
  labels: PostFormLabels;
  today: string;
  publishingToken: string | null;
  events: EventChoice[];
}) {
  const [values, setValues] = useState<PostValues>(() => emptyPostValues(today));
  const [publishAt, setPublishAt] = useState("");
  const [topics, setTopics] = useState<string[]>([]);
  const [event, setEvent] = useState("");
  const [live, setLive] = useState(NO_LIVE);
  const [idTyped, setIdTyped] = useState(false);
  const [errors, maySend, showFieldCodes] = usePostChecks(labels);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const hydrated = useHydrated();
  const idSuggestion = useIdSuggestion((id) => setValues((current) => ({ ...current, id })));

  function change(field: PostField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === "title" && !idTyped) idSuggestion.suggest(value);
    // Emptying the id hands it back to the suggestion.
    if (field === "id") {
      idSuggestion.cancel();
      setIdTyped(value !== "");
    }
  }

  function lifecycle(intent: Intent) {
    if (intent === "draft") return { status: "draft" };
    if (intent === "schedule") return { status: "scheduled", publishAt: newsroomInstant(publishAt) };
    return {};
  }

  async function send(intent: Intent) {
    const suggested = await idSuggestion.settled();
    const sent = suggested === null ? values : { ...values, id: suggested };
    const coverage = liveWindowBody(live, NO_LIVE);
    const body = { ...sent, topics, event: event.trim(), ...(coverage && { live: coverage }), ...lifecycle(intent) };
    if (!maySend(sent, body)) return;
    setSubmitting(true);
    showFieldCodes({});
    setProblem(null);
    const outcome = await callNewsApi("/edmNews/createNews", publishingToken, { method: "POST", body });
    if (outcome.ok) {
      setValues(emptyPostValues(today));
      setTopics([]);
      setEvent("");
      setLive(NO_LIVE);
      setIdTyped(false);
      // A full load: the router's cache may still hold lists prefetched before this post existed.
      window.location.assign(intent === "publish" ? "/" : `/editor/posts/${sent.id.trim()}?aviso=${intent}`);
      return;
    }
    showFieldCodes(outcome.fieldCodes);
    const forbidden = refusedForRole(outcome) ? labels.notPermitted : labels.reload;
    const problems: Record<number, string> = { 401: labels.sessionExpired, 403: forbidden };
    setProblem(problems[outcome.status] ?? labels.failed);
    setSubmitting(false);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send("publish");
  }

  const busy = submitting || uploading || !hydrated;
  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <PostFields
        labels={labels}
        values={values}
        errors={errors}
        photo={{ publishingToken, stored: null, onBusy: setUploading }}
        topics={{ names: topics, error: errors.topics, onChange: setTopics }}
        event={{ id: event, choices: events, error: errors.event, onChange: setEvent }}
        live={{ values: live, errors, onChange: setLive }}
        onChange={change}
      />
      <PostFieldInput
        field="publishAt"
        label={labels.publishAt}
        hint={labels.publishAtHint}
        value={publishAt}
        error={errors.publishAt}
        onChange={setPublishAt}
      />
      <p className={`${fields.error} ${styles.problem}`} role="alert">
        {problem}
      </p>
      <div className={styles.actions}>
        <button className={`${fields.primary} ${styles.save}`} type="submit" disabled={busy}>
          {submitting ? labels.saving : labels.save}
        </button>
        <button className={fields.secondary} type="button" disabled={busy} onClick={() => send("draft")}>
          {labels.saveDraft}
        </button>
        <button className={fields.secondary} type="button" disabled={busy} onClick={() => send("schedule")}>
          {labels.schedule}
        </button>
      </div>
    </form>
  );
}
