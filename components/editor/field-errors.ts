import { isFieldCode, type FieldCode } from "@/lib/validations/field-problems";

/**
 * The API's field code as the forms say it: every code of lib/validations/field-problems.ts has Spanish words in
 * messages/es.json, and whatever else an answer holds reads as `invalid`.
 */
export const fieldCodeOf = (code: unknown): FieldCode => (isFieldCode(code) ? code : "invalid");

/** The API's field codes said in Spanish, for the fields this form shows; the others are not the form's to show. */
export function fieldErrorsOf<Field extends string>(
  fieldCodes: Record<string, unknown>,
  fields: readonly Field[],
  messages: Record<FieldCode, string>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries(fieldCodes)
      .filter(([field]) => (fields as readonly string[]).includes(field))
      .map(([field, code]) => [field, messages[fieldCodeOf(code)]]),
  ) as Partial<Record<Field, string>>;
}
