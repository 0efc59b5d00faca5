import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { say } from "../say";
import { useHydrated } from "../use-hydrated";
import { useQuestion } from "../use-question";
import fields from "../fields.module.css";
import actions from "../dashboard/PostActions.module.css";
import type { EventFormLabels } from "./event-form-labels";
import { eventApiPath } from "./event-api";
import styles from "./EventForm.module.css";

type Props = {
  event: { id: string; name: string; version: number };
  labels: EventFormLabels["form"];
  onDeleted: () => void;
  onRefused: (status: number) => void;
};

/**
 * "Eliminar evento", asked again in place with what follows (the page answers 410, the posts lose their link), then
 * one DELETE naming the version this page showed.
 */
export function EventDelete({ event, labels, onDeleted, onRefused }: Props) {
  const { publishingToken } = useEditor();
  const hydrated = useHydrated();
  const [deleting, setDeleting] = useState(false);
  const { asking, setAsking, question, opener } = useQuestion();

  async function remove() {
    setDeleting(true);
    const outcome = await callNewsApi(eventApiPath(event.id), publishingToken, {
      method: "DELETE",
      ifMatch: event.version,
    });
    if (outcome.ok) return onDeleted();
    setDeleting(false);
    setAsking(false);
    onRefused(outcome.status);
  }

  return (
    <section className={styles.danger} aria-labelledby="event-delete">
      {asking ? (
        <div ref={question} className={actions.confirm} role="group" aria-labelledby="event-delete-ask">
          <h2 id="event-delete" className="visually-hidden">
            {labels.delete}
          </h2>
          <p id="event-delete-ask">{say(labels.confirmDelete, { name: event.name })}</p>
          <div className={actions.buttons}>
            <button className={actions.danger} type="button" disabled={deleting} onClick={remove}>
              {deleting ? labels.deleting : labels.confirmDeleteButton}
            </button>
            <button className={fields.secondary} type="button" disabled={deleting} onClick={() => setAsking(false)}>
              {labels.cancel}
            </button>
          </div>
        </div>
      ) : (
        <>
          <h2 id="event-delete" className="visually-hidden">
            {labels.delete}
          </h2>
          <button
            ref={opener}
            className={`${actions.danger} ${styles.deleteButton}`}
            type="button"
            disabled={!hydrated}
            onClick={() => setAsking(true)}
          >
            {labels.delete}
          </button>
        </>
      )}
    </section>
  );
}
