const graphemes = new Intl.Segmenter("es", { granularity: "grapheme" });

/**
 * `text` in at most `max` UTF-16 code units (what JavaScript validators count), ending in "…" when cut. The cut
 * falls between words, or inside a single overlong word between characters, never inside a surrogate pair or an
 * emoji sequence.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 1;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  const head = text.slice(0, end);
  const lastSpace = head.search(/\s\S*$/);
  const words = /\s/.test(text[end]) || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${words.trimEnd()}…`;
}
