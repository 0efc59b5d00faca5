import { applied } from "./edit-notation";
import { toggleInline, toggleLines } from "./markdown-edits";

const bold = (written: string) => applied(written, (value, at) => toggleInline(value, at, "bold"));
const italic = (written: string) => applied(written, (value, at) => toggleInline(value, at, "italic"));

describe("bold and italics", () => {
  test("wrap the selection and keep it selected", () => {
    expect(bold("Un set de ‹tres horas› en el Foro")).toBe("Un set de **‹tres horas›** en el Foro");
    expect(italic("Un set de ‹tres horas› en el Foro")).toBe("Un set de *‹tres horas›* en el Foro");
  });

  test("leave the spaces selected at either end outside the marks", () => {
    expect(bold("Un set‹ de tres ›horas")).toBe("Un set **‹de tres›** horas");
  });

  test("with nothing selected, put the cursor between the marks", () => {
    expect(bold("Un set ‹›")).toBe("Un set **‹›**");
    expect(italic("‹›")).toBe("*‹›*");
  });

  test("come off when pressed again, whether the marks are selected or just outside", () => {
    expect(bold("Un **‹set›** largo")).toBe("Un ‹set› largo");
    expect(bold("Un ‹**set**› largo")).toBe("Un ‹set› largo");
    expect(italic("Un *‹set›* largo")).toBe("Un ‹set› largo");
    expect(bold("Un **‹›**")).toBe("Un ‹›");
  });

  test("tell bold from italics: each only takes its own marks off", () => {
    expect(italic("Un **‹set›** largo")).toBe("Un ***‹set›*** largo");
    expect(italic("Un ***‹set›*** largo")).toBe("Un **‹set›** largo");
    expect(bold("Un ***‹set›*** largo")).toBe("Un *‹set›* largo");
    expect(bold("Un *‹set›* largo")).toBe("Un ***‹set›*** largo");
  });
});

const lines = (mark: Parameters<typeof toggleLines>[2]) => (written: string) =>
  applied(written, (value, at) => toggleLines(value, at, mark));

describe("headings, lists and quotes", () => {
  test("a heading on the cursor's line, the cursor at its end", () => {
    expect(lines("heading")("Escenario ‹›principal")).toBe("# Escenario principal‹›");
  });

  test("stand apart from the paragraphs around them", () => {
    expect(lines("heading")("Primero.\nEscenario ‹›principal\nDespués.")).toBe(
      "Primero.\n\n# Escenario principal‹›\n\nDespués.",
    );
    expect(lines("quote")("Dijo:\n‹Nunca pares›\n\nFin")).toBe("Dijo:\n\n‹> Nunca pares›\n\nFin");
  });

  test("a list numbers every selected line and skips the blank ones", () => {
    expect(lines("numbered")("‹Charlotte de Witte\nAmelie Lens\n\nKölsch›")).toBe(
      "‹1. Charlotte de Witte\n2. Amelie Lens\n\n3. Kölsch›",
    );
    expect(lines("bullet")("Line-up:\n\n‹Charlotte de Witte\nAmelie Lens›")).toBe(
      "Line-up:\n\n‹- Charlotte de Witte\n- Amelie Lens›",
    );
  });

  test("a new item joins the list above it without a blank line", () => {
    expect(lines("bullet")("- Charlotte de Witte\n‹›")).toBe("- Charlotte de Witte\n- ‹›");
    expect(lines("bullet")("- Charlotte de Witte\nAmelie‹› Lens")).toBe("- Charlotte de Witte\n- Amelie Lens‹›");
  });

  test("come off when every line has them, and take each other's place", () => {
    expect(lines("bullet")("‹- Uno\n- Dos›")).toBe("‹Uno\nDos›");
    expect(lines("numbered")("‹- Uno\n- Dos›")).toBe("‹1. Uno\n2. Dos›");
    expect(lines("heading")("## Viejo‹›")).toBe("Viejo‹›");
    expect(lines("bullet")("## Viejo‹›")).toBe("- Viejo‹›");
    expect(lines("quote")("- Uno‹›")).toBe("> - Uno‹›");
  });

  test("a selection ending at the start of a line leaves that line alone", () => {
    expect(lines("quote")("‹Uno\n›Dos")).toBe("‹> Uno›\n\nDos");
  });
});
