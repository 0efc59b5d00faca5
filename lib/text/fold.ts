// How the site compares words a reader or the editor typed: case and accents never matter ("México" = "mexico").

/**
 * Lower case without accents or other marks; "ñ" becomes "n", as readers without a Spanish keyboard type it. The
 * search index folds its text the same way (docs/search.md), so this stays the database's rule, not slugOf's.
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
