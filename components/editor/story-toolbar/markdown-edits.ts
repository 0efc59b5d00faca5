// What the story toolbar writes: pure edits of a body field's text around its selection, applied by the toolbar as
// one replacement (so one step of the browser's undo) followed by the selection to give back.

/** A textarea's selection: `start` <= `end`, both offsets in its value. */
export type Selection = { start: number; end: number };

/** Replace `value.slice(from, to)` with `insert`, then select `select` in the new value. */
export type Edit = { from: number; to: number; insert: string; select: Selection };

export type InlineMark = "bold" | "italic";
export type LineMark = "heading" | "bullet" | "numbered" | "quote";

const STARS: Record<InlineMark, number> = { bold: 2, italic: 1 };

/** How many `*` end `text` (before the selection) or start it (after). */
const starsBefore = (text: string) => text.length - text.replace(/\*+$/, "").length;
const starsAfter = (text: string) => text.length - text.replace(/^\*+/, "").length;

/** Whether a run of stars holds the mark: two or more for bold, an odd count (`*`, `***`) for italics. */
const carries = (stars: number, mark: InlineMark) => (mark === "bold" ? stars >= 2 : stars % 2 === 1);

/**
 * Bold (`**`) or italics (`*`) around the selection, or taken away when the selection already has it (the marks
 * just outside it, or selected with it). Spaces selected at either end stay outside the marks, where Markdown needs
 * them. With nothing selected, the marks go in with the cursor between them.
 */
export function toggleInline(value: string, { start, end }: Selection, mark: InlineMark): Edit {
  const size = STARS[mark];
  const selected = value.slice(start, end);
  const inner = selected.trim();
  const from = start + selected.indexOf(inner);
  const to = from + inner.length;
  const before = value.slice(0, from);
  const after = value.slice(to);
  if (carries(starsBefore(before), mark) && carries(starsAfter(after), mark)) {
    return { from: from - size, to: to + size, insert: inner, select: { start: from - size, end: to - size } };
  }
  const inside = starsAfter(inner);
  if (inner.length > 2 * size && carries(inside, mark) && carries(starsBefore(inner), mark) && inside < inner.length) {
    const bare = inner.slice(size, -size);
    return { from, to, insert: bare, select: { start: from, end: from + bare.length } };
  }
  const marks = "*".repeat(size);
  return { from, to, insert: `${marks}${inner}${marks}`, select: { start: from + size, end: to + size } };
}

const PREFIXES: Record<LineMark, RegExp> = {
  heading: /^#{1,6}[ \t]+/,
  bullet: /^[-*+][ \t]+/,
  numbered: /^\d{1,9}[.)][ \t]+/,
  quote: /^>[ \t]?/,
};

/** A heading, a bullet and a number take each other's place on a line; a quote holds any of them. */
const EXCLUSIVE: LineMark[] = ["heading", "bullet", "numbered"];

/** `#` is a story's sub-heading (its h2: the page's h1 is the title), `##` the one below it. */
const prefixOf = (mark: LineMark, index: number) =>
  ({ heading: "# ", bullet: "- ", numbered: `${index + 1}. `, quote: "> " })[mark];

/** The whole lines the selection touches: from the start of its first line to the end of its last. */
function linesAround(value: string, { start, end }: Selection): Selection {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  // A selection that ends at the start of a line (a whole line selected) does not take that line in.
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const lineEnd = value.indexOf("\n", last);
  return { start: lineStart, end: lineEnd === -1 ? value.length : lineEnd };
}

const isBlank = (line: string | undefined) => line === undefined || line.trim() === "";

/**
 * A heading, list or quote mark on every line the selection touches, or taken off when they all have it. A heading
 * replaces a list mark and the other way round. The block is kept apart from the paragraphs around it by a blank
 * line, or a line after a list or a quote would join it; lines of the same kind next to it stay together.
 */
export function toggleLines(value: string, selection: Selection, mark: LineMark): Edit {
  const block = linesAround(value, selection);
  const lines = value.slice(block.start, block.end).split("\n");
  const written = lines.filter((line) => !isBlank(line));
  const removing = written.length > 0 && written.every((line) => PREFIXES[mark].test(line));
  const others = mark === "quote" ? [] : EXCLUSIVE.filter((other) => other !== mark);
  let counted = 0;
  const changed = lines.map((line) => {
    if (removing) return line.replace(PREFIXES[mark], "");
    if (isBlank(line) && lines.length > 1) return line;
    const bare = [mark, ...others].reduce((text, other) => text.replace(PREFIXES[other], ""), line);
    return prefixOf(mark, counted++) + bare;
  });
  let insert = changed.join("\n");
  if (!removing) {
    const previous = value.slice(0, block.start).split("\n").at(-2);
    const next = value.slice(block.end + 1).split("\n")[0];
    const sameKind = (line: string | undefined) => line !== undefined && PREFIXES[mark].test(line);
    const apart = mark !== "heading";
    if (block.start > 0 && !isBlank(previous) && !(apart && sameKind(previous))) insert = `\n${insert}`;
    if (block.end < value.length && !isBlank(next) && !(apart && sameKind(next))) insert = `${insert}\n`;
  }
  const lead = insert.startsWith("\n") ? 1 : 0;
  const body = insert.length - lead - (insert.endsWith("\n") && insert.length > lead ? 1 : 0);
  const single = selection.start === selection.end && lines.length === 1;
  const caret = block.start + lead + body;
  return {
    from: block.start,
    to: block.end,
    insert,
    select: single ? { start: caret, end: caret } : { start: block.start + lead, end: caret },
  };
}
