"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { editPostPath } from "@/lib/editor/editor-paths";
import { ConflictView, type ConflictLabels } from "../revisions/ConflictView";
import { useEditor } from "../EditorStatus";
import { callNewsApi, postApiPath, refusedForRole } from "../news-api";
import { PostFieldInput } from "../PostFieldInput";
import { PostFields, type PostFieldsLabels } from "./PostFields";
import type { EventChoice } from "./event-choices";
import type { StoredPhoto } from "../photo/ImageField";
import { answeredLive } from "./live-window-values";
import { changesOf, ownChangesOn } from "./post-changes";
import { StateChoice, type StateChoiceLabels } from "./StateChoice";
import type { EditedPost } from "../edited-post";
import fields from "../fields.module.css";
import styles from "../forms.module.css";
import { useHydrated } from "../use-hydrated";
import { usePostChecks } from "./use-post-checks";

export type EditPostFormLabels = PostFieldsLabels &
  StateChoiceLabels &
  ConflictLabels & {
    publishAt: string;
    publishAtHint: string;
    save: string;
    saving: string;
    saved: string;
    nothingChanged: string;
    incomplete: string;
    failed: string;
    sessionExpired: string;
    reload: string;
    notPermitted: string;
    /** The post was renamed or moved to the trash elsewhere since this page was read. */
    movedAway: string;
  };

/**
 * The edit form: the post as stored when the page was read (`stored`) is the base every save is compared with and
 * whose version it sends (If-Match). When the stored version moves under the editor's feet (a 412, then the page's
 * data read again), the newer version is shown beside what was typed; the form keeps the typed text until the
 * editor chooses.
 */
export function EditPostForm({
  stored,
  photo,
  events,
  labels,
}: {
  stored: EditedPost;
  /** The uploaded photo the post names, if it names one. */
  photo: StoredPhoto | null;
  /** What the event field suggests. */
  events: EventChoice[];
  labels: EditPostFormLabels;
}) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [base, setBase] = useState(stored);
  const [edited, setEdited] = useState(stored);
  // A schedule without its time is said as any missing field is.
  const [errors, maySend, showFieldCodes] = usePostChecks({ ...labels, publishAtMissing: labels.errors.required });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const conflict = stored.version > base.version ? stored : null;

  const change = (part: Partial<EditedPost>) => setEdited((current) => ({ ...current, ...part }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = changesOf(edited, base);
    if (!maySend(edited.values, body)) return;
    if (Object.keys(body).length === 0) {
      announce(labels.nothingChanged);
      return;
    }
    setSaving(true);
    showFieldCodes({});
    setProblem(null);
    const outcome = await callNewsApi(postApiPath(base.values.id), publishingToken, {
      method: "PATCH",
      body,
      ifMatch: base.version,
    });
    setSaving(false);
    if (outcome.ok) {
      if (edited.values.id !== base.values.id) {
        // A renamed post lives at another address: a navigation there reads it afresh, with its new history.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`${editPostPath(edited.values.id)}?aviso=saved`);
        return;
      }
      // The answer's window has the event's bounds where the editor left them empty.
      const live = answeredLive(outcome.body) ?? edited.live;
      setEdited((current) => (current.live === edited.live ? { ...current, live } : current));
      setBase({ ...edited, live, version: outcome.version ?? base.version + 1 });
      announce(labels.saved);
    } else {
      showFieldCodes(outcome.fieldCodes);
      const movedAway = Object.keys(outcome.fieldCodes).length === 0 && [404, 409, 410].includes(outcome.status);
      const problems: Record<number, string> = {
        401: labels.sessionExpired,
        403: refusedForRole(outcome) ? labels.notPermitted : labels.reload,
        412: labels.conflictAnnounced,
      };
      const said = movedAway ? labels.movedAway : (problems[outcome.status] ?? labels.failed);
      setProblem(said);
      announce(said);
      // Only a newer version is worth reading again. A post renamed or trashed elsewhere has no page at this address
      // any more: reading it again would replace the form, and what was typed, with a 404.
      if (outcome.status !== 412) return;
    }
    router.refresh();
  }

  /** Keeping one's own: the stored version, with every field this editor changed as they typed it. */
  function resolve(keepMine: boolean) {
    setBase(stored);
    setEdited(keepMine ? ownChangesOn(stored, edited, base) : stored);
    setProblem(null);
    announce(keepMine ? labels.keptMine : labels.tookStored);
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      {conflict ? <ConflictView stored={conflict} edited={edited} labels={labels} onResolve={resolve} /> : null}
      <PostFields
        labels={labels}
        values={edited.values}
        errors={errors}
        photo={{ publishingToken, stored: photo, onBusy: setUploading }}
        topics={{ names: edited.topics, error: errors.topics, onChange: (topics) => change({ topics }) }}
        event={{ id: edited.event, choices: events, error: errors.event, onChange: (event) => change({ event }) }}
        live={{ values: edited.live, errors, onChange: (live) => change({ live }) }}
        // From the latest values: a photo's upload ends after the editor may have typed elsewhere.
        onChange={(field, value) =>
          setEdited((current) => ({ ...current, values: { ...current.values, [field]: value } }))
        }
      />
      <StateChoice labels={labels} value={edited.state} onChange={(state) => change({ state })} />
      {edited.state === "scheduled" ? (
        <PostFieldInput
          field="publishAt"
          label={labels.publishAt}
          hint={labels.publishAtHint}
          value={edited.publishAt}
          error={errors.publishAt}
          onChange={(publishAt) => change({ publishAt })}
        />
      ) : null}
      <p className={`${fields.error} ${styles.problem}`} role="alert">
        {problem}
      </p>
      <div className={styles.actions}>
        <button
          className={`${fields.primary} ${styles.save}`}
          type="submit"
          disabled={saving || uploading || !hydrated}
        >
          {saving ? labels.saving : labels.save}
        </button>
      </div>
    </form>
  );
}
