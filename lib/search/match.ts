// The engines' query languages, written from clean terms only (lib/search/query.ts) and passed as bound parameters.
import type { SearchTerm } from "./query";

/** SQLite FTS5: every term must match; a word as a prefix, a phrase in order; `title` limits them to the title. */
export function ftsMatch(terms: SearchTerm[], column?: "title"): string {
  const expression = terms
    .map(({ words, phrase }) => (phrase ? `"${words.join(" ")}"` : `"${words[0]}"*`))
    .join(" AND ");
  return column ? `${column} : (${expression})` : expression;
}

/** PostgreSQL tsquery: the same, with weight A (the title's) when limited to the title. */
export function tsQuery(terms: SearchTerm[], column?: "title"): string {
  const weight = column ? "A" : "";
  const lexeme = (word: string, marks: string) => (marks ? `'${word}':${marks}` : `'${word}'`);
  return terms
    .map(({ words, phrase }) =>
      phrase ? `(${words.map((word) => lexeme(word, weight)).join(" <-> ")})` : lexeme(words[0], `*${weight}`),
    )
    .join(" & ");
}
