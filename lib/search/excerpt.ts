// The words of a result that show why it was found, the same for both databases: plain segments, which the page
// renders through React (a matched one as <mark>), so a post's text can never become markup.
import { foldAccents } from "@/lib/text/fold";
import type { SearchTerm } from "./query";

export type Segment = { text: string; match: boolean };

/** About the length of a search engine's snippet: enough to read the match in its sentence. */
export const EXCERPT_WORDS = 30;
/** Words kept before the first match, so it is read in context. */
const LEAD_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** Whether a word of the text is one the reader asked for: begun by a prefix, or a whole word of a phrase. */
function matcherOf(terms: SearchTerm[]): (word: string) => boolean {
  const prefixes = terms.filter((term) => term.prefix).map((term) => term.words[0]);
  const whole = new Set(terms.filter((term) => !term.prefix).flatMap((term) => term.words));
  return (word) => {
    const folded = foldAccents(word);
    return whole.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix));
  };
}

type Word = { start: number; end: number; match: boolean };

function wordsOf(text: string, matches: (word: string) => boolean): Word[] {
  return [...text.matchAll(WORD)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    match: matches(found[0]),
  }));
}

/** `text` from `start` to `end` as segments, matched words apart, neighbouring plain text joined; "…" where cut. */
function segmentsOf(text: string, words: Word[], start: number, end: number): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, match: boolean) => {
    const last = segments[segments.length - 1];
    if (!piece) return;
    if (last && !last.match && !match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  if (start > 0) push("… ", false);
  let at = start;
  for (const word of words) {
    if (word.start < start || word.end > end || !word.match) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(" …", false);
  return segments;
}

/** A whole short text, such as a title, with its matched words apart. */
export function highlight(text: string, terms: SearchTerm[]): Segment[] {
  return segmentsOf(text, wordsOf(text, matcherOf(terms)), 0, text.length);
}

/**
 * About EXCERPT_WORDS words around the first match in the description, else in the body, else the description's
 * start; cut between words, with "…" where text was left out.
 */
export function excerptOf(description: string, body: string, terms: SearchTerm[]): Segment[] {
  const matches = matcherOf(terms);
  const [text, words] =
    [description, body]
      .map((candidate) => [candidate, wordsOf(candidate, matches)] as const)
      .find(([, found]) => found.some((word) => word.match)) ?? ([description, wordsOf(description, matches)] as const);
  if (words.length === 0) return segmentsOf(text, words, 0, text.length);
  const first = Math.max(
    0,
    words.findIndex((word) => word.match),
  );
  const from = Math.max(0, Math.min(first - LEAD_WORDS, words.length - EXCERPT_WORDS));
  const to = Math.min(words.length, from + EXCERPT_WORDS);
  const start = from === 0 ? 0 : words[from].start;
  const end = to === words.length ? text.length : words[to - 1].end;
  return segmentsOf(text, words, start, end);
}
