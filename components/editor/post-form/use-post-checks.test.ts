import { emptyPostValues, type PostValues } from "../post-values";
import { unsendable } from "./use-post-checks";

const labels = {
  incomplete: "Please fill in all fields",
  imageAltMissing: "Describe la foto.",
  publishAtMissing: "¿Cuándo?",
  errors: {} as Parameters<typeof unsendable>[2]["errors"],
};
const filled = Object.fromEntries(Object.keys(emptyPostValues("")).map((key) => [key, "x"])) as PostValues;
const upload = `/media/${"a".repeat(64)}/original.jpg`;

describe("what stops a post form from sending", () => {
  it("a field left empty, in an alert, before anything else", () => {
    const values = { ...filled, climax: " ", image: upload, imageAlt: "" };
    expect(unsendable(values, { publishAt: null }, labels)).toBe(labels.incomplete);
  });

  it("an uploaded photo without its alt text, beside that field", () => {
    expect(unsendable({ ...filled, image: upload, imageAlt: " " }, { publishAt: null }, labels)).toEqual({
      imageAlt: labels.imageAltMissing,
    });
  });

  it("a schedule without its time, beside that field; a body without publishAt needs none", () => {
    expect(unsendable(filled, { status: "scheduled", publishAt: null }, labels)).toEqual({
      publishAt: labels.publishAtMissing,
    });
    expect(unsendable(filled, { status: "draft" }, labels)).toBeNull();
    expect(unsendable(filled, { publishAt: "2026-03-01T12:00:00-06:00" }, labels)).toBeNull();
  });
});
