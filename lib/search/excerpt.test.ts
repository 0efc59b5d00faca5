import { EXCERPT_WORDS, excerptOf, highlight, type Segment } from "./excerpt";
import { parseSearch } from "./query";

const marked = (segments: Segment[]) => segments.map(({ text, match }) => (match ? `[${text}]` : text)).join("");

describe("excerpts of a result", () => {
  it("marks every word the reader asked for, whatever its accents or case", () => {
    expect(marked(highlight("Techno en México: la Electrónica", parseSearch("tech mexico electronica")))).toBe(
      "[Techno] en [México]: la [Electrónica]",
    );
    expect(marked(highlight("Peña y pena", parseSearch("pena")))).toBe("[Peña] y [pena]");
  });

  it("marks a phrase's words whole, not as prefixes", () => {
    expect(marked(highlight("Año nuevo, años nuevos", parseSearch('"año nuevo"')))).toBe("[Año] [nuevo], años nuevos");
  });

  it("marks a one-letter word whole, and a long word by the letters it was searched by", () => {
    expect(marked(highlight("Techno y tú, y yo", parseSearch("y")))).toBe("Techno [y] tú, [y] yo");
    expect(marked(highlight("Festival de festivales", parseSearch("festivales")))).toBe("[Festival] de [festivales]");
  });

  it("keeps markup in a post's text as plain text of a segment", () => {
    const segments = highlight("<script>alert(1)</script> techno", parseSearch("techno"));
    expect(segments).toEqual([
      { text: "<script>alert(1)</script> ", match: false },
      { text: "techno", match: true },
    ]);
  });

  it("cuts a window of words around the first match, at words, with … where text is left out", () => {
    const body = Array.from({ length: 100 }, (_, index) => `voz${index}`).join(" ");
    const text = marked(excerptOf("Sin coincidencia.", body, parseSearch("voz50")));
    expect(text.startsWith("… voz42 ")).toBe(true);
    expect(text).toContain("[voz50]");
    expect(text.endsWith(`voz${42 + EXCERPT_WORDS - 1} …`)).toBe(true);
  });

  it("prefers the description, and shows its start when only the title matched", () => {
    expect(marked(excerptOf("Un festival de techno.", "Techno toda la noche.", parseSearch("techno")))).toBe(
      "Un festival de [techno].",
    );
    expect(marked(excerptOf("Un festival.", "Toda la noche.", parseSearch("zzz")))).toBe("Un festival.");
    expect(excerptOf("", "", parseSearch("zzz"))).toEqual([]);
  });
});
