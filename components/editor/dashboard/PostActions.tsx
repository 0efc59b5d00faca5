"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ACTIONS_BY_STATE, type PostAction } from "@/lib/newsroom/post-actions";
import type { PostState } from "@/lib/newsroom/post-state";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { newsroomInstant } from "@/lib/dates/publish-time";
import { useEditor } from "../EditorStatus";
import type { FieldCode } from "@/lib/validations/field-problems";
import { fieldErrorsOf } from "../field-errors";
import { callNewsApi, postApiPath, refusedForRole } from "../news-api";
import { PostFieldInput } from "../PostFieldInput";
import { say } from "../say";
import fields from "../fields.module.css";
import styles from "./PostActions.module.css";
import { useHydrated } from "../use-hydrated";

export type PostActionLabels = Record<PostAction | "scheduleAt" | "confirmDelete" | "confirmDeleteButton", string> & {
  confirmSchedule: string;
  cancel: string;
  working: string;
  done: Record<PostAction, string>;
  conflict: string;
  sessionExpired: string;
  reload: string;
  notPermitted: string;
  failed: string;
  errors: Record<FieldCode, string>;
};

type Listed = { id: string; title: string; state: PostState; version: number };

function callFor(action: PostAction, publishAt: string | null) {
  if (action === "delete") return { method: "DELETE" as const };
  if (action === "restore") return { method: "POST" as const, suffix: "/restore" };
  const status = { publish: "published", schedule: "scheduled", unpublish: "draft" }[action];
  return { method: "PATCH" as const, body: { status, ...(publishAt && { publishAt }) } };
}

/**
 * A post's lifecycle buttons: each is one call to the API with the version this page showed (If-Match), then the
 * page's data is read again. Scheduling asks for the time, deleting for a confirmation, in place.
 */
export function PostActions({
  post,
  labels,
  actions = ACTIONS_BY_STATE[post.state],
}: {
  post: Listed;
  labels: PostActionLabels;
  actions?: PostAction[];
}) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<"schedule" | "delete" | null>(null);
  const [when, setWhen] = useState("");
  const [timeError, setTimeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const idPrefix = `actions-${post.id}`;
  const asked = useRef<HTMLDivElement>(null);

  // The question takes the focus, so a keyboard or screen reader user is where the answer is given.
  useEffect(() => asked.current?.querySelector<HTMLElement>("input, button")?.focus(), [asking]);

  async function run(action: PostAction) {
    const publishAt = action === "schedule" ? newsroomInstant(when) : null;
    if (action === "schedule" && !publishAt) {
      setTimeError(labels.errors.required);
      return;
    }
    setBusy(true);
    const { suffix = "", ...call } = callFor(action, publishAt);
    const outcome = await callNewsApi(`${postApiPath(post.id)}${suffix}`, publishingToken, {
      ...call,
      ifMatch: post.version,
    });
    setBusy(false);
    const values = { title: post.title, when: publishAt ? formatNewsroomDateTime(new Date(publishAt)) : "" };
    if (outcome.ok) {
      setAsking(null);
      setTimeError(undefined);
      announce(say(labels.done[action], values));
    } else {
      const timeProblem = fieldErrorsOf(outcome.fieldCodes, ["publishAt"], labels.errors).publishAt;
      setTimeError(timeProblem);
      const problems: Record<number, string> = {
        401: labels.sessionExpired,
        403: refusedForRole(outcome) ? labels.notPermitted : labels.reload,
        412: labels.conflict,
      };
      announce(timeProblem ?? say(problems[outcome.status] ?? labels.failed, values));
    }
    router.refresh();
  }

  const disabled = busy || !hydrated;
  if (asking) {
    const action = asking;
    return (
      <div
        ref={asked}
        className={styles.confirm}
        role="group"
        aria-labelledby={action === "delete" ? `${idPrefix}-ask` : undefined}
      >
        {action === "delete" ? (
          <p id={`${idPrefix}-ask`}>{say(labels.confirmDelete, { title: post.title })}</p>
        ) : (
          <PostFieldInput
            field="publishAt"
            idPrefix={idPrefix}
            label={labels.scheduleAt}
            value={when}
            error={timeError}
            onChange={setWhen}
          />
        )}
        <div className={styles.buttons}>
          <button
            className={action === "delete" ? styles.danger : fields.secondary}
            type="button"
            disabled={disabled}
            onClick={() => run(action)}
          >
            {busy ? labels.working : action === "delete" ? labels.confirmDeleteButton : labels.confirmSchedule}
          </button>
          <button className={fields.secondary} type="button" onClick={() => setAsking(null)}>
            {labels.cancel}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.buttons}>
      {actions.map((action) => (
        <button
          key={action}
          className={action === "delete" ? styles.danger : fields.secondary}
          type="button"
          disabled={disabled}
          onClick={() => (action === "delete" || action === "schedule" ? setAsking(action) : run(action))}
        >
          {labels[action]}
        </button>
      ))}
    </div>
  );
}
