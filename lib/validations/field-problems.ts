import type { z } from "zod";

/**
 * What can be wrong with a field, as the API names it: stable codes that clients and the editor's form read, beside an
 * English sentence for people reading the answer.
 */
export const FIELD_CODES = [
  "required",
  "not_text",
  "not_an_object",
  "too_long",
  "not_a_slug",
  "not_a_url",
  "unsafe_link",
  "too_much_markup",
  "too_complex",
  "not_a_date",
  "not_a_whole_number",
  "out_of_range",
  "taken",
  "not_an_instant",
  "not_in_future",
  "not_allowed",
  "unknown_time_zone",
  "unknown_event",
  "malformed_text",
  "control_character",
  "not_a_postal_code",
  "invalid",
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export type FieldProblem = { code: FieldCode; message: string };
/** Field name -> its first problem; `body` when the problem is the whole body. */
export type FieldProblems = Record<string, FieldProblem>;

export const isFieldCode = (value: unknown): value is FieldCode => FIELD_CODES.includes(value as FieldCode);

/** For a refinement, whose meaning zod cannot know: its sentence and its code. */
export const coded = (code: FieldCode, message: string) => ({ error: message, params: { code } });

/** Every string of these schemas has a minimum of one character (after trimming), so too short means empty. */
function codeOf(issue: z.core.$ZodIssue): FieldCode {
  switch (issue.code) {
    case "custom":
      return isFieldCode(issue.params?.code) ? issue.params.code : "invalid";
    case "invalid_type":
      if (issue.expected === "object" && (issue.path.length === 0 || issue.input != null)) return "not_an_object";
      if (issue.input === undefined || issue.input === null) return "required";
      return issue.expected === "string" ? "not_text" : "invalid";
    case "too_small":
      return issue.origin === "string" ? "required" : "out_of_range";
    case "too_big":
      return issue.origin === "string" ? "too_long" : "out_of_range";
    default:
      return "invalid";
  }
}

/** A field by its name, a field of an object field by both ("venue.city"); an item of a list is its list. */
function fieldOf(path: PropertyKey[]): string {
  if (path.length === 0) return "body";
  return typeof path[1] === "string" ? `${String(path[0])}.${path[1]}` : String(path[0]);
}

function problemsOf(issues: z.core.$ZodIssue[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    problems[field] ??= { code: codeOf(issue), message: issue.message };
  }
  return problems;
}

/**
 * Parses with each issue's input kept (it is read here and sent nowhere), so a missing field is told from one of the
 * wrong type.
 */
export function parseFields<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { success: true; data: T } | { success: false; problems: FieldProblems } {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? result : { success: false, problems: problemsOf(result.error.issues) };
}
