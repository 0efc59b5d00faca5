import { readingMinutes, wordCount } from "./reading-time";
import { storyText } from "./story-tree";

describe("storyText", () => {
  it("is the text a reader reads, without Markdown's symbols", async () => {
    const markdown =
      "# Escenario principal\n\n**Charlotte de Witte** cerró con *techno* y ~~sin~~ [boletos](https://boletos.mx).\n\n" +
      "- uno\n- dos\n\n> Una cita\n\n| Hora | Artista |\n|---|---|\n| 22:00 | Amelie |\n\n`código`";
    const text = await storyText(markdown);
    expect(text).toBe(
      "Escenario principal\n\nCharlotte de Witte cerró con techno y sin boletos.\n\nuno\ndos\n\nUna cita\n\n" +
        "Hora\tArtista\n22:00\tAmelie\n\ncódigo",
    );
    expect(text).not.toMatch(/[*#[\]`]|\]\(/);
  });

  it("keeps plain text as it was, its line breaks and paragraphs", async () => {
    expect(await storyText("Primera línea\nsegunda\n\nOtro párrafo")).toBe("Primera línea\nsegunda\n\nOtro párrafo");
  });

  it("reads a photo as its caption and an embed as its link's text", async () => {
    expect(await storyText('![alt](/media/a.jpg "El escenario")\n\n[Aftermovie](https://youtu.be/dQw4w9WgXcQ)')).toBe(
      "El escenario\n\nAftermovie",
    );
    expect(await storyText("https://youtu.be/dQw4w9WgXcQ")).toBe("");
  });

  it("reads raw HTML and dropped links as their text", async () => {
    expect(await storyText("<b>hola</b> [clic](javascript:alert(1))")).toBe("<b>hola</b> clic");
  });
});

describe("readingMinutes", () => {
  const words = (count: number) => Array.from({ length: count }, () => "palabra").join(" ");

  it("counts about 200 words a minute over every field, and at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(50))).toBe(1);
    expect(readingMinutes(`${words(400)}\n\n${words(400)}`)).toBe(4);
    expect(readingMinutes(words(2_000))).toBe(10);
  });

  it("counts words, not symbols or numbers' punctuation", () => {
    expect(wordCount("Hoy, a las 22:00 — ¡Amelie Lens! d’Arc")).toBe(7);
  });
});
