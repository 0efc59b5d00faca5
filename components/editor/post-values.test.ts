import { postInputSchema } from "@/lib/validations/post";
import { changedFields, emptyPostValues, isIncomplete, lacksAltText, type PostValues } from "./post-values";

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
