// How the site compares words a reader or the editor typed: case and accents never matter ("México" = "mexico").
import { transliterate } from "transliteration";
import { plainName } from "./plain-name";

/**
 * Lower case without accents or other marks; "ñ" becomes "n", as readers without a Spanish keyboard type it. The
 * search index folds its text the same way (docs/search.md), so this stays the database's rule, not slugOf's.
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * An address part made of the words of `text`, in any script: "¡Bahidorá 2025: Año Único!" -> "bahidora-2025-ano-unico",
 * "Дмитрий Ivanov" -> "dmitriy-ivanov", "東京" -> "dong-jing". NFKC first makes look-alikes one ("ﬁesta" -> "fiesta",
 * "Ｆｕｌｌ" -> "full"); the transliteration library then spells every letter in Latin (a Cyrillic "Т" is a "t"), where
 * dropping what is not ASCII made "Тechno" /tema/echno and every Cyrillic name one author. Invisible characters
 * count for nothing (lib/text/plain-name.ts).
 */
export function slugOf(text: string, maxLength: number): string {
  return transliterate(plainName(text).normalize("NFKC"))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
