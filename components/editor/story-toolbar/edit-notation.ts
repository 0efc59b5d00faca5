// The notation of the Markdown edits' tests: a field written with its selection marked.
import type { Edit, Selection } from "./markdown-edits";

/** A field as the tests write it: `‹` and `›` around the selection, or `‹›` for the cursor. */
function field(written: string): [string, Selection] {
  const start = written.indexOf("‹");
  const end = written.indexOf("›") - 1;
  return [written.replace("‹", "").replace("›", ""), { start, end }];
}

/** The field after the edit, in the same notation. */
export function applied(written: string, edit: (value: string, selection: Selection) => Edit): string {
  const [value, selection] = field(written);
  const { from, to, insert, select } = edit(value, selection);
  const after = value.slice(0, from) + insert + value.slice(to);
  return `${after.slice(0, select.start)}‹${after.slice(select.start, select.end)}›${after.slice(select.end)}`;
}
