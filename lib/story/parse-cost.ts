// What a body field may hold before the Markdown parser is given it. The parser's time grows with the count of four
// things in a field, none bounded by its 10,000 characters: markup delimiters, lines, containers open at once and
// containers in all. Past any of these bounds the API refuses the field (lib/api/story-check.ts) and the renderer
// reads a stored one as plain paragraphs (lib/story/story-parse.ts). What slips past them is bounded by the worker's time limit
// (lib/story/story-pool.ts).
import { MAX_NESTING } from "./nesting-limit";

/**
 * Markup characters a field may hold: each delimiter of emphasis, strikethrough, code, links or tables costs the
 * parser more the more there are (10,000 characters of "*_*_…" took 1.7 s, "*a _a …" and "[a](b) …" grow with the
 * square of their count: 500 links took 270 ms of processor time, 250 a third of it), and a 2,000-word story with every
 * construct holds about 20 a field.
 */
export const MAX_MARKUP = 500;
/** A symbol, or a backslash escape of any punctuation (each a token of its own: "d\\_qa" × 2,000 took 85 to 237 ms). */
const MARKUP = /\\[!-/:-@[-`{-~]|[*_~`[\]|]/g;

export const markupCount = (markdown: string) => markdown.match(MARKUP)?.length ?? 0;

/** Backticks cost the parser most of all: 500 code spans on one line (" +`H)`'" × 500) took 210 ms, 250 a quarter. */
export const MAX_BACKTICKS = 200;
const BACKTICK = /(?<!\\)`/g;

/**
 * Addresses written as text, which GitHub's Markdown makes links of (`https://…`, `www.…`, an e-mail address): their
 * search walks the text again for each (770 of them in 10,000 characters took over 200 ms).
 */
export const MAX_ADDRESSES = 100;
const ADDRESS = /https?:\/\/|www\.|@/gi;

/**
 * Lines a field may hold. micromark copies the whole list of a document's events for every setext heading ("a\n=\n"
 * × 2,500 took 2 to 5 s, 200 of them 110 ms of processor time on a busy machine), and spends tens of microseconds on
 * every line of any kind, a list item's a quarter of a millisecond; a line-up of 250 artists, one a line, is within.
 */
export const MAX_LINES = 300;

export const lineCount = (markdown: string) => markdown.split("\n").length;

type Container = { column: number } | "quote";

/** A quote marker, or a list item's bullet or number with the spaces after it, where a line's content starts. */
const MARKER = / {0,3}(?:(>) ?|([-+*]|\d{1,9}[.)])( *)(?=\S|$))/y;
const SPACES = / */y;

const expandTabs = (line: string) =>
  line.includes("\t") ? line.replace(/[^\t]*\t/g, (run) => run.slice(0, -1).padEnd((run.length + 3) & ~3)) : line;

/**
 * The deepest quotes and list items any line of the field sits in, read as CommonMark reads containers: a line
 * continues an open list item when it is indented to the item's content, a quote when it repeats its ">", and may open
 * more on top. Indented lists reach any depth across lines ("- - - …" 32 deep, each next line indented under the last,
 * reaches 544 in 17 lines), which a line-by-line count misses. An upper bound: a line that may be a paragraph's lazy
 * continuation keeps every container open.
 */
function readContainers(markdown: string): { deepest: number; opened: number } {
  let open: Container[] = [];
  let deepest = 0;
  let openedInAll = 0;
  for (const line of markdown.split("\n").map(expandTabs)) {
    let at = 0;
    let matched = 0;
    for (const container of open) {
      SPACES.lastIndex = at;
      const indent = SPACES.exec(line)![0].length;
      if (container === "quote") {
        if (indent > 3 || line[at + indent] !== ">") break;
        at += indent + 1 + (line[at + indent + 1] === " " ? 1 : 0);
      } else if (at + indent < line.length && at + indent < container.column) break;
      else at = Math.min(container.column, line.length);
      matched++;
    }
    const opened: Container[] = [];
    for (;;) {
      MARKER.lastIndex = at;
      const marker = MARKER.exec(line);
      if (!marker || marker[0].length === 0) break;
      const [whole, quote, , spaces = ""] = marker;
      if (quote) opened.push("quote");
      else {
        const markerEnd = at + whole.length - spaces.length;
        opened.push({ column: markerEnd + (spaces.length >= 1 && spaces.length <= 4 ? spaces.length : 1) });
      }
      at += whole.length;
      if (matched + opened.length > MAX_NESTING) return { deepest: matched + opened.length, opened: openedInAll };
    }
    openedInAll += opened.length;
    if (opened.length > 0 || line.trim() === "") open = [...open.slice(0, matched), ...opened];
    deepest = Math.max(deepest, matched + opened.length);
  }
  return { deepest, opened: openedInAll };
}

export const deepestNesting = (markdown: string) => readContainers(markdown).deepest;

/**
 * Quotes and list items a field may open in all: each costs the parser about a quarter of a millisecond of processor
 * time on a quiet machine, up to three times that on a busy one ("- - - - - a" × 300, 1,500 items, took 500 to 700
 * ms); a line-up of 250 artists, one item a line, is within.
 */
export const MAX_CONTAINERS = 250;

/** Why the parser is never given the field, in the API's words; undefined when it may be. */
export function parseCostProblem(
  markdown: string,
): { code: "too_much_markup" | "too_complex"; message: string } | undefined {
  const symbols = markupCount(markdown);
  if (symbols > MAX_MARKUP)
    return {
      code: "too_much_markup",
      message: `holds ${symbols} Markdown symbols (* _ ~ \` [ ] |) or backslash escapes: at most ${MAX_MARKUP}`,
    };
  const backticks = markdown.match(BACKTICK)?.length ?? 0;
  if (backticks > MAX_BACKTICKS)
    return { code: "too_much_markup", message: `holds ${backticks} backticks (\`): at most ${MAX_BACKTICKS}` };
  const addresses = markdown.match(ADDRESS)?.length ?? 0;
  if (addresses > MAX_ADDRESSES)
    return { code: "too_much_markup", message: `holds ${addresses} web or e-mail addresses: at most ${MAX_ADDRESSES}` };
  const lines = lineCount(markdown);
  if (lines > MAX_LINES) return { code: "too_complex", message: `holds ${lines} lines: at most ${MAX_LINES}` };
  const containers = readContainers(markdown);
  if (containers.deepest > MAX_NESTING)
    return { code: "too_complex", message: `nests quotes or lists more than ${MAX_NESTING} deep` };
  if (containers.opened > MAX_CONTAINERS)
    return {
      code: "too_complex",
      message: `opens ${containers.opened} quotes or list items: at most ${MAX_CONTAINERS}`,
    };
}

/** Text the parser is never given: read as plain paragraphs, it holds no link either. */
export const tooCostlyToParse = (markdown: string) => parseCostProblem(markdown) !== undefined;
