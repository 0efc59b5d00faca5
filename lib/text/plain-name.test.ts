import { plainName } from "./plain-name";

describe("a name as the site stores it", () => {
  test("loses control characters and the marks that reorder text, and has spaces for line breaks", () => {
    expect(plainName("Tech\u0001no\u007f")).toBe("Techno");
    expect(plainName("\u202eAna\u202c Torres\u200f\u2067")).toBe("Ana Torres");
    expect(plainName("Ana\nTorres\tMX\u2028")).toBe("Ana Torres MX ");
  });

  test("keeps letters of every script, accents, emoji and the joiners some scripts and emoji need", () => {
    for (const name of ["Peña", "Дмитрий", "東京", "میرزا\u200cیی", "DJ 👩\u200d🎤"])
      expect(plainName(name)).toBe(name);
  });
});
