import { aPost } from "@/scripts/testing/post-fixture";
import { parseFields } from "./field-problems";
import { postInputSchema } from "./post";

const problemsOf = (input: unknown) => {
  const result = parseFields(postInputSchema, input);
  return result.success ? {} : result.problems;
};

describe("post input", () => {
  it("accepts a complete post and trims its text", () => {
    const parsed = postInputSchema.parse(aPost({ title: "  EDC México  " }));
    expect(parsed.title).toBe("EDC México");
  });

  it("names every missing or blank field", () => {
    expect(Object.keys(problemsOf({ title: "   " })).sort()).toEqual(
      ["author", "climax", "conclusion", "date", "description", "id", "image", "introduction", "title"].sort(),
    );
  });

  it.each(["EDC", "edc--mexico", "-edc", "edc-", "edc méxico", "a".repeat(121), ""])("refuses the id %j", (id) => {
    expect(problemsOf(aPost({ id }))).toHaveProperty("id");
  });

  it.each(["a", "edc-mexico-2025", "a".repeat(120)])("accepts the id %j", (id) => {
    expect(problemsOf(aPost({ id }))).toEqual({});
  });

  it.each(["javascript:alert(1)", "ftp://x.mx/a.jpg", "/images/a.jpg", "no es url"])(
    "refuses the image %j",
    (image) => {
      expect(problemsOf(aPost({ image }))).toHaveProperty("image");
    },
  );

  it("refuses dates that are not on the calendar", () => {
    expect(problemsOf(aPost({ date: "2025-02-30" }))).toHaveProperty("date");
  });

  it("refuses a body that is not an object", () => {
    expect(problemsOf([])).toHaveProperty("body");
  });
});
