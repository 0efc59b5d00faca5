import { useEffect, useState } from "react";
import { say } from "../say";
import fields from "../fields.module.css";
import actions from "../dashboard/PostActions.module.css";
import type { EventFormLabels } from "./event-form-labels";
import { TextField } from "./EventFormField";
import { emptyRow, moveRow, removeRow, replaceRow, SET_TIMES, type LineupRow } from "./lineup";
import styles from "./EventForm.module.css";

type Props = {
  rows: readonly LineupRow[];
  labels: EventFormLabels["lineup"];
  /** The API's complaint about the line-up, which names the list rather than a row. */
  error?: string;
  disabled: boolean;
  onChange: (rows: readonly LineupRow[]) => void;
};

/** Where the focus goes once the list is drawn again: the control that was used, wherever its row went. */
type Focus = { id: string } | null;

let added = 0;

/**
 * The line-up as an ordered list: each performer's name, stage and set times, moved up or down, removed or added with
 * buttons. Each move is said in a live region and keeps the focus on the button pressed, in the row's new place.
 */
export function LineupEditor({ rows, labels, error, disabled, onChange }: Props) {
  const [said, setSaid] = useState("");
  const [focus, setFocus] = useState<Focus>(null);
  const nameOf = (row: LineupRow) => row.name.trim() || labels.unnamed;

  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  function move(index: number, by: -1 | 1) {
    const moved = moveRow(rows, index, by);
    const position = index + by;
    onChange(moved);
    // At either end the button pressed is disabled: the focus goes to the other one of the row.
    const end = position === 0 || position === rows.length - 1;
    const direction = end ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down";
    setFocus({ id: `lineup-${rows[index].key}-${direction}` });
    setSaid(
      say(labels.moved, { name: nameOf(rows[index]), position: String(position + 1), count: String(rows.length) }),
    );
  }

  function remove(index: number) {
    const next = rows[index + 1] ?? rows[index - 1];
    onChange(removeRow(rows, index));
    setFocus({ id: next ? `lineup-${next.key}-name` : "lineup-add" });
    setSaid(say(labels.removed, { name: nameOf(rows[index]) }));
  }

  function add() {
    const row = emptyRow(`added-${++added}`);
    onChange([...rows, row]);
    setFocus({ id: `lineup-${row.key}-name` });
    setSaid(say(labels.added, { position: String(rows.length + 1) }));
  }

  const change = (index: number, part: Partial<LineupRow>) =>
    onChange(replaceRow(rows, index, { ...rows[index], ...part }));
  return (
    <div className={styles.lineup}>
      <p id="lineup-hint" className={styles.hint}>
        {labels.hint}
      </p>
      {error ? (
        <p id="lineup-error" className={fields.error}>
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? <p className={styles.hint}>{labels.empty}</p> : null}
      <ol className={styles.rows} aria-describedby={error ? "lineup-hint lineup-error" : "lineup-hint"}>
        {rows.map((row, index) => {
          const id = `lineup-${row.key}`;
          const name = nameOf(row);
          return (
            <li key={row.key}>
              <fieldset className={styles.performer}>
                <legend>{say(labels.performer, { position: String(index + 1) })}</legend>
                <TextField
                  id={`${id}-name`}
                  label={labels.name}
                  value={row.name}
                  onChange={(value) => change(index, { name: value })}
                />
                <TextField
                  id={`${id}-stage`}
                  label={labels.stage}
                  value={row.stage}
                  onChange={(value) => change(index, { stage: value })}
                />
                {SET_TIMES.map((time) => (
                  <TextField
                    key={time}
                    id={`${id}-${time}`}
                    type="datetime-local"
                    label={labels[time]}
                    value={row[time]}
                    onChange={(value) => change(index, { [time]: value })}
                  />
                ))}
                <div className={styles.rowButtons}>
                  <button
                    id={`${id}-up`}
                    className={fields.secondary}
                    type="button"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑ </span>
                    {say(labels.up, { name })}
                  </button>
                  <button
                    id={`${id}-down`}
                    className={fields.secondary}
                    type="button"
                    disabled={disabled || index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓ </span>
                    {say(labels.down, { name })}
                  </button>
                  <button
                    id={`${id}-remove`}
                    className={`${actions.danger} ${styles.remove}`}
                    type="button"
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    {say(labels.remove, { name })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button id="lineup-add" className={fields.secondary} type="button" disabled={disabled} onClick={add}>
        + {labels.add}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
