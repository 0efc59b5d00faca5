import fc from "fast-check";
import { diffFields, diffWords, type DiffPart } from "./word-diff";

const side = (parts: DiffPart[], dropped: DiffPart["kind"]) =>
  parts
    .filter((part) => part.kind !== dropped)
    .map((part) => part.text)
    .join("");

describe("diffWords", () => {
  it("marks the words that changed and keeps the rest", () => {
    expect(diffWords("EDC México 2025 anuncia cartel", "EDC México 2026 revela cartel")).toEqual([
      { kind: "same", text: "EDC México " },
      { kind: "removed", text: "2025 anuncia" },
      { kind: "added", text: "2026 revela" },
      { kind: "same", text: " cartel" },
    ]);
  });

  it("shows a word added at the end and one removed at the start", () => {
    expect(diffWords("Gran noche", "Gran noche final")).toEqual([
      { kind: "same", text: "Gran noche" },
      { kind: "added", text: " final" },
    ]);
    expect(diffWords("La gran noche", "gran noche")).toEqual([
      { kind: "removed", text: "La " },
      { kind: "same", text: "gran noche" },
    ]);
  });

  it("says nothing changed for equal texts, and everything for a text written from nothing", () => {
    expect(diffWords("igual", "igual")).toEqual([{ kind: "same", text: "igual" }]);
    expect(diffWords("", "nuevo texto")).toEqual([{ kind: "added", text: "nuevo texto" }]);
    expect(diffWords("", "")).toEqual([]);
  });

  it("gives back both texts exactly, whatever they are", () => {
    const words = fc.array(fc.constantFrom("a", "b", "c", "ñ", " ", "\n", "  "), { maxLength: 40 });
    fc.assert(
      fc.property(words, words, (x, y) => {
        const before = x.join("");
        const after = y.join("");
        const parts = diffWords(before, after);
        expect(side(parts, "added")).toBe(before);
        expect(side(parts, "removed")).toBe(after);
        for (let i = 1; i < parts.length; i++) expect(parts[i].kind).not.toBe(parts[i - 1].kind);
      }),
    );
  });

  it("stays exact for texts too long to compare word by word", () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(" ");
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(" ");
    const parts = diffWords(`Inicio ${before} fin`, `Inicio ${after} fin`);
    expect(parts[0]).toEqual({ kind: "same", text: "Inicio " });
    expect(side(parts, "added")).toBe(`Inicio ${before} fin`);
    expect(side(parts, "removed")).toBe(`Inicio ${after} fin`);
  });

  it("answers a large pair that differs everywhere within its bound, exactly", () => {
    // Three words in a random order on each side: the shortest edit is long and many paths tie, Myers' worst.
    let seed = 25;
    const word = () => ["techno", "house", "trance"][(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 3];
    const text = () => Array.from({ length: 30_000 }, word).join(" ");
    const [before, after] = [text(), text()];
    const parts = diffWords(before, after);
    // One removal and one addition: the search stopped at its bound instead of walking every tied path.
    expect(parts.filter(({ kind }) => kind !== "same").map(({ kind }) => kind)).toEqual(["removed", "added"]);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
  });
});

describe("diffFields", () => {
  it("tells each field whether it changed", () => {
    const diff = diffFields(["title", "author"] as const, { title: "A", author: "Ana" }, { title: "B", author: "Ana" });
    expect(diff.map(({ field, changed }) => [field, changed])).toEqual([
      ["title", true],
      ["author", false],
    ]);
  });
});
