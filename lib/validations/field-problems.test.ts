import { signInSchema } from "../auth/sign-in";
import { aPost } from "@/scripts/testing/post-fixture";
import { parseFields, type FieldProblems } from "./field-problems";
import { listQuerySchema } from "./list-query";
import { postInputSchema } from "./post";
import type { z } from "zod";

function problemsOf(schema: z.ZodType, input: unknown): FieldProblems {
  const result = parseFields(schema, input);
  return result.success ? {} : result.problems;
}

const codesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(Object.entries(problemsOf(schema, input)).map(([field, { code }]) => [field, code]));

describe("field problems named by code", () => {
  it("a post's fields: missing, blank, not text, too long, not a slug, not a URL, not a date", () => {
    expect(codesOf(postInputSchema, { ...aPost(), title: undefined })).toEqual({ title: "required" });
    expect(
      codesOf(postInputSchema, {
        ...aPost(),
        id: "EDC México",
        description: "   ",
        introduction: null,
        climax: 42,
        author: "x".repeat(121),
        image: "ftp://example.mx/a.webp",
        date: "2025-02-30",
      }),
    ).toEqual({
      id: "not_a_slug",
      description: "required",
      introduction: "required",
      climax: "not_text",
      author: "too_long",
      image: "not_a_url",
      date: "not_a_date",
    });
    expect(codesOf(postInputSchema, aPost({ id: "a".repeat(121) }))).toEqual({ id: "too_long" });
    expect(codesOf(postInputSchema, [])).toEqual({ body: "not_an_object" });
  });

  it("keeps the English sentence that API clients have always read beside each code", () => {
    expect(problemsOf(postInputSchema, aPost({ climax: " ", id: "Mal" }))).toEqual({
      climax: { code: "required", message: "must not be empty" },
      id: {
        code: "not_a_slug",
        message: "must use lowercase letters, digits and single hyphens (for example edc-mexico-2025)",
      },
    });
  });

  it("the list's limit and offset: not a whole number, out of range", () => {
    expect(codesOf(listQuerySchema, { limit: "abc", offset: "1.5" })).toEqual({
      limit: "not_a_whole_number",
      offset: "not_a_whole_number",
    });
    expect(codesOf(listQuerySchema, { limit: "0" })).toEqual({ limit: "out_of_range" });
    expect(codesOf(listQuerySchema, { limit: "1001" })).toEqual({ limit: "out_of_range" });
    expect(codesOf(listQuerySchema, { limit: "1000", offset: "0" })).toEqual({});
  });

  it("the sign-in: missing, empty, not text, too long", () => {
    expect(codesOf(signInSchema, { password: "" })).toEqual({ email: "required", password: "required" });
    expect(codesOf(signInSchema, { email: ["a"], password: "x".repeat(1025) })).toEqual({
      email: "not_text",
      password: "too_long",
    });
  });

  it("never sends the input back, only the code and the sentence", () => {
    const problems = problemsOf(signInSchema, { email: "editor@example.mx", password: "x".repeat(1025) });
    expect(JSON.stringify(problems)).not.toContain("xxxx");
  });
});
