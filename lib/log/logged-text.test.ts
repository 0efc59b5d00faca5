import { LOGGED_TEXT_MAX, loggedText } from "./logged-text";

describe("a client's text in the log", () => {
  test.each([
    ["line breaks", "a\r\nb", "a\\r\\nb"],
    ["a terminal escape and a bell", "\u001b[31mrojo\u0007", "\\u{1B}[31mrojo\\u{7}"],
    ["NEL, and the line and paragraph separators", "a\u0085b\u2028c\u2029d", "a\\u{85}b\\u{2028}c\\u{2029}d"],
    ["bidirectional marks and zero widths", "\u202egnp.exe\u200b", "\\u{202E}gnp.exe\\u{200B}"],
    ["a lone surrogate", "a\ud800b", "a\\u{D800}b"],
    ["a backslash, so an escape written by the client reads as written", "\\n", "\\\\n"],
  ])("escapes %s", (_, text, logged) => {
    expect(loggedText(text)).toBe(logged);
  });

  test("keeps letters of any script, accents and emoji as they are", () => {
    expect(loggedText("Дмитрий Peña 東京 🎧")).toBe("Дмитрий Peña 東京 🎧");
  });

  test("is cut at its bound, with the length it had", () => {
    expect(loggedText("a".repeat(LOGGED_TEXT_MAX))).toBe("a".repeat(LOGGED_TEXT_MAX));
    expect(loggedText("a".repeat(14_000))).toBe(`${"a".repeat(LOGGED_TEXT_MAX)}… (14000 characters)`);
  });
});
