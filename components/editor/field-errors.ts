import type { FieldCode } from "@/lib/validations/field-problems";

/** The codes the API can answer for a post's fields, each said in Spanish by messages/es.json (PostForm.errors). */
export const POST_FIELD_CODES = [
  "required",
  "not_text",
  "too_long",
  "not_a_slug",
  "not_a_url",
  "unsafe_link",
  "too_much_markup",
  "too_complex",
  "not_a_date",
  "taken",
  "not_an_instant",
  "not_in_future",
  "not_allowed",
  "malformed_text",
  "unknown_event",
  "invalid",
] as const satisfies readonly FieldCode[];
export type PostFieldCode = (typeof POST_FIELD_CODES)[number];

/** Whatever else the answer holds reads as `invalid`: the form never shows a code it has no words for. */
export function postFieldCode(code: unknown): PostFieldCode {
  return (POST_FIELD_CODES as readonly unknown[]).includes(code) ? (code as PostFieldCode) : "invalid";
}

/** The API's field codes said in Spanish, for the fields this form shows; the others are not the form's to show. */
export function fieldErrorsOf<Field extends string>(
  fieldCodes: Record<string, unknown>,
  fields: readonly Field[],
  messages: Record<PostFieldCode, string>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries(fieldCodes)
      .filter(([field]) => (fields as readonly string[]).includes(field))
      .map(([field, code]) => [field, messages[postFieldCode(code)]]),
  ) as Partial<Record<Field, string>>;
}
