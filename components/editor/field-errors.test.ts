import messages from "@/messages/es.json";
import { toErrorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/read-json";
import { DuplicatePostError } from "@/lib/newsroom/errors";
import { aPost } from "@/scripts/testing/post-fixture";
import { parseFields } from "@/lib/validations/field-problems";
import { checkedPostSchema } from "@/lib/api/post-writes";
import { requireReadableStories } from "@/lib/api/story-check";
import type { ApiError } from "@/lib/http/api-error";
import { FIELD_CODES } from "@/lib/validations/field-problems";
import { fieldCodeOf, fieldErrorsOf } from "./field-errors";

/** The codes the API really answers for a post, by the same code that answers them. */
async function answeredCodes(): Promise<string[]> {
  const parsed = parseFields(checkedPostSchema, {
    ...aPost(),
    id: "EDC México",
    title: "",
    description: 7,
    author: "x".repeat(200),
    image: "ftp://example.mx/a.webp",
    conclusion: "a\n".repeat(1_000),
    date: "2025-02-30",
  });
  const invalid = parsed.success ? [] : Object.values(parsed.problems).map(({ code }) => code);
  const unread = (await requireReadableStories({ climax: "[boletos](javascript:alert(1))" }).catch(
    (error: ApiError) => error.fields,
  )) as Record<string, { code: string }>;
  const duplicate = await toErrorResponse(new DuplicatePostError("edc-mexico-2025")).json();
  const surrogate = new Request("http://localhost/edmNews/createNews", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"title": "x\\ud800y"}',
  });
  const malformed = await toErrorResponse(await readJsonBody(surrogate).catch((error) => error)).json();
  return [
    ...invalid,
    ...Object.values(unread).map(({ code }) => code),
    ...Object.values<string>(duplicate.error.fieldCodes),
    ...Object.values<string>(malformed.error.fieldCodes),
  ];
}

describe("the API's field codes in the editor's words", () => {
  test("every code the API answers for a post's field has its own Spanish message", async () => {
    const codes = await answeredCodes();
    expect(new Set(codes)).toEqual(
      new Set([
        "not_a_slug",
        "required",
        "not_text",
        "too_long",
        "not_a_url",
        "unsafe_link",
        "too_complex",
        "not_a_date",
        "taken",
        "malformed_text",
      ]),
    );
    expect(codes.map(fieldCodeOf)).toEqual(codes);
  });

  test("messages/es.json says every code of the API's table, and nothing else: the form keeps no list of its own", () => {
    expect(Object.keys(messages.PostForm.errors).sort()).toEqual([...FIELD_CODES].sort());
  });

  test("a code the API's table does not hold still gets a message", () => {
    expect(fieldCodeOf("no_such_code")).toBe("invalid");
    expect(fieldCodeOf(undefined)).toBe("invalid");
    const said = fieldErrorsOf({ title: "no_such_code", author: "too_long", body: "invalid" }, ["title", "author"], {
      ...messages.PostForm.errors,
    });
    expect(said).toEqual({ title: messages.PostForm.errors.invalid, author: messages.PostForm.errors.too_long });
  });
});
