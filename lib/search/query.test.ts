import { ftsMatch, tsQuery } from "./match";
import { LONGEST_PREFIX, MAX_WORDS, parseSearch, SHORTEST_PREFIX } from "./query";

/** Each term as a reader would write it: a prefix with "*", words matched whole in quotes. */
const words = (raw: string) =>
  parseSearch(raw).map(({ words, prefix }) => (prefix ? `${words[0]}*` : `"${words.join(" ")}"`));

describe("reading a reader's query", () => {
  it("folds case and accents, ñ as n", () => {
    expect(words("Electrónica MÉXICO España PEÑA")).toEqual(["electron*", "mexico*", "espana*", "pena*"]);
  });

  it("reads quoted text as a phrase and the rest as words, each once", () => {
    expect(words('techno "Ciudad de México" techno')).toEqual(["techno*", '"ciudad de mexico"']);
    expect(parseSearch("tech")).toEqual([{ words: ["tech"], prefix: true }]);
    expect(parseSearch('"tech"')).toEqual([{ words: ["tech"], prefix: false }]);
  });

  it("treats a quote left open as a separator", () => {
    expect(words('"edc mexico')).toEqual(["edc*", "mexico*"]);
    expect(words('"cdmx" "edc mexico')).toEqual(['"cdmx"', "edc*", "mexico*"]);
  });

  it("reads operators, SQL and emoji as plain text or nothing", () => {
    expect(words("techno* AND OR -rave NEAR(a) ^x:y")).toEqual([
      "techno*",
      "and*",
      "or*",
      "rave*",
      "near*",
      '"a"',
      '"x"',
      '"y"',
    ]);
    expect(words('\'; DROP TABLE "Post"; --')).toEqual(["drop*", "table*", '"post"']);
    expect(words("*** ^ : - ( ) \" 🎧🔥 '")).toEqual([]);
    expect(words("🎧techno🔥")).toEqual(["techno*"]);
  });

  it("reads at most 500 characters and a bounded number of words", () => {
    expect(parseSearch("a ".repeat(5000))).toHaveLength(1);
    const many = Array.from({ length: 40 }, (_, index) => `w${index}`).join(" ");
    expect(parseSearch(many)).toHaveLength(MAX_WORDS);
    expect(parseSearch(`${"x".repeat(499)} later`)).toEqual([{ words: ["x".repeat(LONGEST_PREFIX)], prefix: true }]);
  });

  it("writes each engine's query from the terms alone", () => {
    const terms = parseSearch('tech "año nuevo" 7');
    expect(ftsMatch(terms)).toBe('"tech"* AND "ano nuevo" AND "7"');
    expect(ftsMatch(terms, "title")).toBe('title : ("tech"* AND "ano nuevo" AND "7")');
    expect(tsQuery(terms)).toBe("'tech':* & ('ano' <-> 'nuevo') & ('7')");
    expect(tsQuery(terms, "title")).toBe("'tech':*A & ('ano':A <-> 'nuevo':A) & ('7':A)");
    expect(tsQuery(terms, "description")).toBe("'tech':*B & ('ano':B <-> 'nuevo':B) & ('7':B)");
  });

  describe("bounds what reaches the engine, whatever the query holds (docs/search.md)", () => {
    const longest = `"${"la pista ".repeat(30)}" ${"festival ".repeat(30)}`.slice(0, 500);
    const hostile = {
      "one-letter words": "t m c r s l n b",
      "common prefixes": "la de co es pa en un se",
      "the longest query": longest,
      "quoted phrases": '"la pista" "de techno" "al publico" "no dejo" "una comunidad" "de bailar" "luces laser"',
      digits: "1 2 3 4 5 6 7 8 9 0 12 345 6789 2025",
      "repeated words": "techno ".repeat(70),
      "letters that fold alike": "Ñ ñ n N É é e E ǅ ǆ",
      "long words": "electronicamente desafortunadamente internacionalizacion",
      "letters of other scripts": "дмитрий 東京 ｔｅｃｈｎｏ a\u{1E900}b",
    };

    it.each(Object.entries(hostile))("%s", (_, query) => {
      const terms = parseSearch(query);
      expect(terms.flatMap((term) => term.words).length).toBeLessThanOrEqual(MAX_WORDS);
      for (const { words, prefix } of terms.filter((term) => term.prefix)) {
        // One prefix, of a length the index keeps a list for, in letters every tokenizer splits alike.
        expect(words).toHaveLength(1);
        expect(words[0]).toMatch(new RegExp(`^[a-z0-9]{${SHORTEST_PREFIX},${LONGEST_PREFIX}}$`));
        expect(prefix).toBe(true);
      }
    });

    it("matches a word shorter than the shortest prefix whole, a longer one by its first letters", () => {
      expect(words("t m c")).toEqual(['"t"', '"m"', '"c"']);
      expect(words("Ñ ñ n N")).toEqual(['"n"']);
      expect(words("festivales electronicamente")).toEqual(["festival*", "electron*"]);
      expect(words("дмитрий ｔｅｃｈｎｏ")).toEqual(['"дмитрии"', '"ｔｅｃｈｎｏ"']);
    });

    it("cuts a phrase that does not fit", () => {
      expect(words('uno dos tres cuatro cinco seis "siete ocho nueve diez"')).toEqual([
        "uno*",
        "dos*",
        "tres*",
        "cuatro*",
        "cinco*",
        "seis*",
        '"siete ocho"',
      ]);
    });
  });
});
