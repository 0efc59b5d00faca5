import { postInputSchema, SLUG_PATTERN } from "@/lib/validations/post";
import {
  changedFields,
  emptyPostValues,
  isIncomplete,
  lacksAltText,
  slugFromTitle,
  type PostValues,
} from "./post-values";

describe("the id suggested from the title", () => {
  test.each([
    ["¡Bahidorá 2025: Año Único!", "bahidora-2025-ano-unico"],
    ["EDC México 2025 — Día 1", "edc-mexico-2025-dia-1"],
    ["  MUTEK   & Ñuñoa  ", "mutek-nunoa"],
  ])("%s -> %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  test("a very long title still gives an id the API accepts", () => {
    const slug = slugFromTitle("Festival ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe("the form's values", () => {
  test("an empty form carries today's date and is incomplete until every field has text", () => {
    const values = emptyPostValues("2025-03-01");
    expect(values.date).toBe("2025-03-01");
    expect(isIncomplete(values)).toBe(true);
    const filled = Object.fromEntries(Object.keys(values).map((key) => [key, "x"])) as typeof values;
    expect(isIncomplete(filled)).toBe(false);
    expect(isIncomplete({ ...filled, climax: "   " })).toBe(true);
  });

  test("hold every field of the schema, in its order", () => {
    expect(Object.keys(emptyPostValues(""))).toEqual(Object.keys(postInputSchema.shape));
  });

  test("two versions differ in the fields whose text differs, in the form's order", () => {
    const before = emptyPostValues("2025-03-01");
    expect(changedFields(before, { ...before })).toEqual([]);
    expect(changedFields(before, { ...before, date: "2025-03-02", climax: "Nuevo", id: "otro" })).toEqual([
      "id",
      "climax",
      "date",
    ]);
  });

  test("the alt text is not one of the nine the specification requires", () => {
    const filled = Object.fromEntries(Object.keys(emptyPostValues("")).map((key) => [key, "x"])) as PostValues;
    expect(isIncomplete({ ...filled, imageAlt: "" })).toBe(false);
  });

  test("it is asked for when the image is a photo uploaded here, and only then", () => {
    const upload = `/media/${"a".repeat(64)}/original.jpg`;
    const values = { ...emptyPostValues("2025-03-01"), image: upload };
    expect(lacksAltText(values)).toBe(true);
    expect(lacksAltText({ ...values, imageAlt: "  " })).toBe(true);
    expect(lacksAltText({ ...values, imageAlt: "Público bajo los láseres" })).toBe(false);
    expect(lacksAltText({ ...values, image: "https://example.com/foto.jpg" })).toBe(false);
  });
});
