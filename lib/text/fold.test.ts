import { foldAccents } from "./fold";

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
