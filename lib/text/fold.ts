// How the site compares words a reader or the editor typed: case and accents never matter ("México" = "mexico").

/** Lower case without accents or other marks; "ñ" becomes "n", as readers without a Spanish keyboard type it. */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** An address part made of the words of `text`: "¡Bahidorá 2025: Año Único!" -> "bahidora-2025-ano-unico". */
export function slugOf(text: string, maxLength: number): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
