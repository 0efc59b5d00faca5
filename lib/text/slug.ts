// Addresses made of words: what a post's id, a topic, an author or a city is called in a URL. The server's alone: its
// transliteration tables are about 88 KB of compressed JavaScript that no browser needs to download.
import { transliterate } from "transliteration";
import { plainName } from "./plain-name";

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
