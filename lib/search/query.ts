// What a reader typed, read as words only: no character of it ever reaches an engine as syntax.
import { foldAccents } from "@/lib/text/fold";
import { MAX_QUERY_LENGTH } from "@/lib/validations/list-query";

/** Words and phrases read from one query; the rest is left out. */
export const MAX_TERMS = 8;

/** A word matches as a prefix ("tech" finds "techno"); a phrase's words match whole and in order. */
export type SearchTerm = { words: string[]; phrase: boolean };

const wordsOf = (text: string) => foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The terms of a query: "quoted text" is a phrase, everything else single words; a quote left open, operators,
 * punctuation and emoji are only separators. Case and accents are folded ("ñ" as "n"), repeated terms read once.
 */
export function parseSearch(raw: string): SearchTerm[] {
  const parts = raw.slice(0, MAX_QUERY_LENGTH).split('"');
  // An odd number of parts means every quote is closed; otherwise the text after the last quote is plain.
  const closed = parts.length % 2 === 1 ? parts.length : parts.length - 1;
  const terms = new Map<string, SearchTerm>();
  const add = (term: SearchTerm) => {
    if (terms.size < MAX_TERMS) terms.set(`${term.phrase}:${term.words.join(" ")}`, term);
  };
  parts.forEach((part, index) => {
    const words = wordsOf(part);
    const quoted = index % 2 === 1 && index < closed;
    if (quoted && words.length > 0) add({ words: words.slice(0, MAX_TERMS), phrase: true });
    else if (!quoted) for (const word of words) add({ words: [word], phrase: false });
  });
  return [...terms.values()];
}
