// The engines' query languages, written from clean terms only (lib/search/query.ts) and passed as bound parameters.
import type { SearchTerm } from "./query";

/** The columns a search may be limited to; PostgreSQL's tsvector tells them apart by their weights. */
export type SearchColumn = "title" | "description";
const WEIGHTS: Record<SearchColumn, string> = { title: "A", description: "B" };

/** SQLite FTS5: every term must match, its words in order, the last as a prefix if it is one; `column` limits them. */
export function ftsMatch(terms: SearchTerm[], column?: SearchColumn): string {
  const expression = terms.map(({ words, prefix }) => `"${words.join(" ")}"${prefix ? "*" : ""}`).join(" AND ");
  return column ? `${column} : (${expression})` : expression;
}

/** PostgreSQL tsquery: the same, with the column's weight when limited to one. */
export function tsQuery(terms: SearchTerm[], column?: SearchColumn): string {
  const weight = column ? WEIGHTS[column] : "";
  const lexeme = (word: string, marks: string) => (marks ? `'${word}':${marks}` : `'${word}'`);
  return terms
    .map(({ words, prefix }) =>
      prefix ? lexeme(words[0], `*${weight}`) : `(${words.map((word) => lexeme(word, weight)).join(" <-> ")})`,
    )
    .join(" & ");
}
