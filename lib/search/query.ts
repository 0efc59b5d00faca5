// What a reader typed, read as words only: no character of it ever reaches an engine as syntax, and no query reads more
// of the index than a few words' lists (docs/search.md, "What a query costs").
import { foldAccents } from "@/lib/text/fold";
import { MAX_QUERY_LENGTH } from "@/lib/validations/list-query";

/** Words read from one query, each word of a phrase counting: every one is a list of the index to walk. */
export const MAX_WORDS = 8;
/**
 * The prefix lengths the SQLite index keeps a list for (prefix='2 3 4 5 6 7 8'). A prefix of another length would
 * merge the lists of every word it begins, a one-letter one a good part of the index, so a shorter word matches whole
 * and a longer one by its first LONGEST_PREFIX letters ("festivales" finds "festival").
 */
export const SHORTEST_PREFIX = 2;
export const LONGEST_PREFIX = 8;
/**
 * Only these words are prefixes: the engines' tokenizers split them exactly as this parser does. A letter newer than
 * SQLite's Unicode tables splits a word there, and its last piece, however short, would become the prefix.
 */
const PREFIXABLE = /^[a-z0-9]+$/;

/** Words matched whole and in order; with `prefix`, its one word may begin a longer one ("tech" finds "techno"). */
export type SearchTerm = { words: string[]; prefix: boolean };

const wordsOf = (text: string) => foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** One word typed outside quotes: a prefix of at most LONGEST_PREFIX letters when it can be one, else whole. */
function termOf(word: string): SearchTerm {
  if (word.length < SHORTEST_PREFIX || !PREFIXABLE.test(word)) return { words: [word], prefix: false };
  return { words: [word.slice(0, LONGEST_PREFIX)], prefix: true };
}

/**
 * The terms of a query: "quoted text" is a phrase, everything else single words; a quote left open, operators,
 * punctuation and emoji are only separators. Case and accents are folded ("ñ" as "n"), repeated terms read once, and
 * reading stops at MAX_WORDS words (a phrase that does not fit is cut).
 */
export function parseSearch(raw: string): SearchTerm[] {
  const parts = raw.slice(0, MAX_QUERY_LENGTH).split('"');
  // An odd number of parts means every quote is closed; otherwise the text after the last quote is plain.
  const closed = parts.length % 2 === 1 ? parts.length : parts.length - 1;
  const terms = new Map<string, SearchTerm>();
  let words = 0;
  const add = (term: SearchTerm) => {
    const kept = { ...term, words: term.words.slice(0, MAX_WORDS - words) };
    const key = `${kept.prefix}:${kept.words.join(" ")}`;
    if (kept.words.length === 0 || terms.has(key)) return;
    terms.set(key, kept);
    words += kept.words.length;
  };
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1 && index < closed;
    if (quoted) add({ words: wordsOf(part), prefix: false });
    else for (const word of wordsOf(part)) add(termOf(word));
  });
  return [...terms.values()];
}
