import { toErrorResponse } from "@/lib/api/errors";
import { DuplicatePostError } from "@/lib/posts";
import { fieldErrors, postInputSchema } from "@/lib/validations/post";
import { fieldErrorKind } from "./field-errors";

/** The real messages the API answers, so a change of wording there shows up here. */
function apiFieldErrors(input: Record<string, unknown>): Record<string, string> {
  const result = postInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = {
  id: "edc-mexico-2025",
  title: "EDC",
  description: "d",
  introduction: "i",
  climax: "c",
  conclusion: "c",
  author: "a",
  image: "https://example.mx/a.webp",
  date: "2025-03-01",
};

describe("the API's field errors in the editor's words", () => {
  test("each validation problem has its own Spanish message", () => {
    const fields = apiFieldErrors({
      ...valid,
      id: "EDC México",
      title: "",
      author: "x".repeat(200),
      image: "ftp://example.mx/a.webp",
      date: "2025-02-30",
    });
    expect(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, fieldErrorKind(message)]))).toEqual({
      id: "slug",
      title: "required",
      author: "tooLong",
      image: "url",
      date: "date",
    });
  });

  test("a duplicate id is named as such", async () => {
    const body = await toErrorResponse(new DuplicatePostError("edc-mexico-2025")).json();
    expect(fieldErrorKind(body.error.fields.id)).toBe("duplicate");
  });

  test("an unknown complaint still gets a message", () => {
    expect(fieldErrorKind("is odd")).toBe("invalid");
  });
});
