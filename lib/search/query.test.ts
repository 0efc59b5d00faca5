import { ftsMatch, tsQuery } from "./match";
import { MAX_TERMS, parseSearch } from "./query";

const words = (raw: string) =>
  parseSearch(raw).map((term) => (term.phrase ? `"${term.words.join(" ")}"` : term.words[0]));

describe("reading a reader's query", () => {
  it("folds case and accents, ñ as n", () => {
    expect(words("Electrónica MÉXICO España PEÑA")).toEqual(["electronica", "mexico", "espana", "pena"]);
  });

  it("reads quoted text as a phrase and the rest as words, each once", () => {
    expect(words('techno "Ciudad de México" techno')).toEqual(["techno", '"ciudad de mexico"']);
    expect(parseSearch("tech")).toEqual([{ words: ["tech"], phrase: false }]);
    expect(parseSearch('"tech"')).toEqual([{ words: ["tech"], phrase: true }]);
  });

  it("treats a quote left open as a separator", () => {
    expect(words('"edc mexico')).toEqual(["edc", "mexico"]);
    expect(words('"cdmx" "edc mexico')).toEqual(['"cdmx"', "edc", "mexico"]);
  });

  it("reads operators, SQL and emoji as plain text or nothing", () => {
    expect(words("techno* AND OR -rave NEAR(a) ^x:y")).toEqual(["techno", "and", "or", "rave", "near", "a", "x", "y"]);
    expect(words('\'; DROP TABLE "Post"; --')).toEqual(["drop", "table", '"post"']);
    expect(words("*** ^ : - ( ) \" 🎧🔥 '")).toEqual([]);
    expect(words("🎧techno🔥")).toEqual(["techno"]);
  });

  it("reads at most 500 characters and a bounded number of terms", () => {
    expect(parseSearch("a ".repeat(5000))).toHaveLength(1);
    const many = Array.from({ length: 40 }, (_, index) => `w${index}`).join(" ");
    expect(parseSearch(many)).toHaveLength(MAX_TERMS);
    expect(parseSearch(`${"x".repeat(499)} later`)).toEqual([{ words: ["x".repeat(499)], phrase: false }]);
  });

  it("writes each engine's query from the terms alone", () => {
    const terms = parseSearch('tech "año nuevo"');
    expect(ftsMatch(terms)).toBe('"tech"* AND "ano nuevo"');
    expect(ftsMatch(terms, "title")).toBe('title : ("tech"* AND "ano nuevo")');
    expect(tsQuery(terms)).toBe("'tech':* & ('ano' <-> 'nuevo')");
    expect(tsQuery(terms, "title")).toBe("'tech':*A & ('ano':A <-> 'nuevo':A)");
  });
});
