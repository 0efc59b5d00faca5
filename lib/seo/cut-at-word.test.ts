import { cutAtWord } from "./cut-at-word";

describe("cutAtWord", () => {
  it("leaves a text that fits as it is", () => {
    const title = "a".repeat(110);
    expect(cutAtWord(title, 110)).toBe(title);
  });

  it("cuts between words and marks the cut, within the limit", () => {
    const title = `${"Crónica del festival ".repeat(7)}final`;
    const cut = cutAtWord(title, 110);
    expect(cut.length).toBeLessThanOrEqual(110);
    expect(cut.endsWith("festival…")).toBe(true);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("keeps a word that ends exactly at the cut", () => {
    expect(cutAtWord("uno dos tres", 8)).toBe("uno dos…");
  });

  it("never splits a surrogate pair or an emoji sequence, even inside one long word", () => {
    const title = "🎧".repeat(60) + " fin";
    const cut = cutAtWord(title, 110);
    expect(cut.length).toBeLessThanOrEqual(110);
    expect(cut).toBe(`${"🎧".repeat(54)}…`);
    const family = "👩‍👩‍👧".repeat(20);
    expect([...new Intl.Segmenter().segment(cutAtWord(family, 30).slice(0, -1))].every((s) => s.segment === "👩‍👩‍👧")).toBe(
      true,
    );
    expect(() => encodeURIComponent(cutAtWord(family, 30))).not.toThrow();
  });
});
