import { foldAccents, slugOf } from "./fold";

describe("folding what readers and the editor type", () => {
  test.each([
    ["Electrónica", "electronica"],
    ["MÉXICO", "mexico"],
    ["Año Ñuñoa", "ano nunoa"],
    ["Über Düsseldorf", "uber dusseldorf"],
  ])("%s -> %s", (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });
});

describe("slugs", () => {
  test.each([
    ["¡Bahidorá 2025: Año Único!", "bahidora-2025-ano-unico"],
    ["EDC México", "edc-mexico"],
    ["  CDMX  ", "cdmx"],
    ["Drum & Bass", "drum-bass"],
    ["¡¡!!", ""],
  ])("%s -> %s", (text, slug) => {
    expect(slugOf(text, 120)).toBe(slug);
  });

  test("a long text is cut without leaving a hyphen at the end", () => {
    expect(slugOf("abc def ghi", 4)).toBe("abc");
  });
});
