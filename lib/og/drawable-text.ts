// What of a text the share card's fonts can draw. Satori, which draws the card, asks a web font service for any
// character its fonts lack (and a CDN for emoji); the card must never need the network, so those characters go.

const graphemes = new Intl.Segmenter("es", { granularity: "grapheme" });

/**
 * Satori draws a grapheme with the first font (in the style's order) that has its first character, and goes to the
 * network when that font lacks any other character of it. A grapheme the fonts cannot draw whole keeps its base
 * character when that one can be drawn (a letter without an accent the font lacks); anything else is dropped.
 */
export function drawableText(text: string, fonts: Set<number>[]): string {
  const canDraw = (segment: string) => {
    const codePoints = [...segment].map((character) => character.codePointAt(0)!);
    const font = fonts.find((candidate) => candidate.has(codePoints[0]));
    return font !== undefined && codePoints.every((codePoint) => font.has(codePoint));
  };
  let kept = "";
  for (const { segment } of graphemes.segment(text.normalize("NFC"))) {
    const base = String.fromCodePoint(segment.codePointAt(0)!);
    if (canDraw(segment)) kept += segment;
    else if (canDraw(base)) kept += base;
    else if (/\s/u.test(segment)) kept += " ";
  }
  return kept.replace(/\s+/g, " ").trim();
}
