import type { Edit, Selection } from "./markdown-edits";

export const selectionOf = (field: HTMLTextAreaElement): Selection => ({
  start: field.selectionStart,
  end: field.selectionEnd,
});

/**
 * Writes an edit into the field as typing would: `insertText` keeps the browser's undo history (Ctrl+Z takes the
 * edit back) and fires the input event React's onChange listens to. Where a browser has no `insertText` for text
 * fields, setRangeText and an input event of our own keep at least the value and React's state right.
 */
export function applyEdit(field: HTMLTextAreaElement, { from, to, insert, select }: Edit) {
  field.focus();
  field.setSelectionRange(from, to);
  if (from === to && !insert) return field.setSelectionRange(select.start, select.end);
  const written = insert ? document.execCommand("insertText", false, insert) : document.execCommand("delete");
  if (!written || field.value.slice(from, from + insert.length) !== insert) {
    field.setRangeText(insert, from, to, "end");
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  field.setSelectionRange(select.start, select.end);
}

/** Back to the field as it was left: the dialog that took the focus was closed without writing anything. */
export function restoreSelection(field: HTMLTextAreaElement, { start, end }: Selection) {
  field.focus();
  field.setSelectionRange(start, end);
}
