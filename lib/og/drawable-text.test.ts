import fs from "node:fs";
import path from "node:path";
import { codePointsOf } from "./cmap";
import { drawableText } from "./drawable-text";

const font = (name: string) => codePointsOf(fs.readFileSync(path.join(__dirname, "fonts", name)));
const titleFonts = [font("Unbounded-Bold.ttf"), font("Inter-Regular.ttf")];
const draw = (text: string) => drawableText(text, titleFonts);

describe("what the share card can draw", () => {
  it("reads each font's cmap: Spanish letters and typographic quotes are there, emoji and CJK are not", () => {
    for (const fontPoints of titleFonts) {
      for (const character of "AzÁéíóúÑñü¿¡—“”€") expect(fontPoints.has(character.codePointAt(0)!)).toBe(true);
      for (const character of "🎉東ع") expect(fontPoints.has(character.codePointAt(0)!)).toBe(false);
    }
  });

  it("keeps a Spanish headline whole", () => {
    expect(draw("Año nuevo — “Ñandú” en el Zócalo: ¿quién cerró?")).toBe(
      "Año nuevo — “Ñandú” en el Zócalo: ¿quién cerró?",
    );
  });

  it("drops emoji, scripts without glyphs and invisible marks, and the spaces they leave", () => {
    expect(draw("Fiesta 🎉 en CDMX 👨‍👩‍👧")).toBe("Fiesta en CDMX");
    expect(draw("東京のテクノ 夜")).toBe("");
    expect(draw("موسيقى إلكترونية")).toBe("");
    expect(draw("\u200fEDC\u200e México")).toBe("EDC México");
  });

  it("composes accents the fonts have, and keeps the letter when they lack the accent", () => {
    expect(draw("Cafe\u0301")).toBe("Café");
    expect(draw("x\u0327 y\u0301\u0301")).toBe("x ý");
  });
});
