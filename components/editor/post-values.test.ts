import { SLUG_PATTERN } from "@/lib/validations/post";
import { emptyPostValues, isIncomplete, slugFromTitle } from "./post-values";

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
});
