export const FIELD_ERROR_KINDS = ["required", "duplicate", "slug", "url", "date", "tooLong", "invalid"] as const;
export type FieldErrorKind = (typeof FIELD_ERROR_KINDS)[number];

/** The API answers field problems in English for API clients; the form shows each in Spanish. */
const KINDS: [RegExp, FieldErrorKind][] = [
  [/already exists/, "duplicate"],
  [/must not be empty|is required/, "required"],
  [/lowercase letters, digits/, "slug"],
  [/http or https URL/, "url"],
  [/calendar date/, "date"],
  [/at most \d+ characters/, "tooLong"],
];

export function fieldErrorKind(message: string): FieldErrorKind {
  return KINDS.find(([pattern]) => pattern.test(message))?.[1] ?? "invalid";
}
