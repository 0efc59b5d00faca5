// What changed between two versions of a post, word by word, as the history page shows it.
import { diffArrays } from "diff";

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/**
 * jsdiff's Myers diff costs about (before + after) x edits steps: past about 4 million, the middle of a change is
 * shown as one removal and one addition, so time and memory stay bounded however the texts differ.
 */
const MAX_STEPS = 4_000_000;

/** Words and the white space between them, so that joining the parts gives the text back exactly. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  if (text === "") return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The shortest edit between two token lists, as removals, additions and kept runs. */
function middleParts(before: string[], after: string[]): DiffPart[] {
  const maxEditLength = Math.floor(MAX_STEPS / Math.max(1, before.length + after.length));
  const changes = diffArrays(before, after, { maxEditLength });
  if (!changes) {
    return [
      { kind: "removed", text: before.join("") },
      { kind: "added", text: after.join("") },
    ];
  }
  return changes.map(({ added, removed, value }) => ({
    kind: added ? "added" : removed ? "removed" : "same",
    text: value.join(""),
  }));
}

/**
 * Removals before additions within a change, and a lone space between two changes taken into them: "2025 anuncia"
 * -> "2026 revela" reads as one replacement, not two interleaved ones.
 */
function readable(raw: DiffPart[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    push(parts, "removed", removed);
    push(parts, "added", added);
    removed = added = "";
  };
  raw.forEach((part, index) => {
    const between = (removed || added) && raw[index + 1] && raw[index + 1].kind !== "same";
    if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else if (between && /^\s+$/.test(part.text)) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      push(parts, "same", part.text);
    }
  });
  flush();
  return parts;
}

/** "the old title" -> "the new title": same "the ", removed "old", added "new", same " title". */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, start).join(""));
  for (const part of middleParts(a.slice(start, a.length - end), b.slice(start, b.length - end))) {
    push(parts, part.kind, part.text);
  }
  push(parts, "same", a.slice(a.length - end).join(""));
  return readable(parts);
}

export type FieldDiff<Field extends string> = { field: Field; changed: boolean; parts: DiffPart[] };

/** Every field of two versions, in the order given, each with its word-level difference. */
export function diffFields<Field extends string>(
  fields: readonly Field[],
  before: Record<Field, string>,
  after: Record<Field, string>,
): FieldDiff<Field>[] {
  return fields.map((field) => ({
    field,
    changed: before[field] !== after[field],
    parts: diffWords(before[field], after[field]),
  }));
}
