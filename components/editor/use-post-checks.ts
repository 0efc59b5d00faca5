import { useState } from "react";
import { fieldErrorsOf, type PostFieldCode } from "./field-errors";
import { unsendable, type PostCheckLabels } from "./post-checks";
import { POST_FIELDS, type PostValues } from "./post-values";

/** The fields the post forms show a complaint beside. */
const FORM_FIELDS = [...POST_FIELDS, "publishAt", "topics"] as const;
export type PostFormErrors = Partial<Record<(typeof FORM_FIELDS)[number], string>>;

/**
 * The post forms' checks and complaints, for the create and the edit form alike: `maySend` says what stops a
 * send before it goes, `refused` shows the API's field codes in Spanish beside their fields.
 */
export function usePostChecks(labels: PostCheckLabels & { errors: Record<PostFieldCode, string> }) {
  const [errors, setErrors] = useState<PostFormErrors>({});

  function maySend(values: PostValues, body: object): boolean {
    const problem = unsendable(values, body, labels);
    if (!problem) return true;
    if ("alert" in problem) {
      alert(problem.alert);
      return false;
    }
    setErrors({ [problem.field]: problem.message });
    if (problem.field === "imageAlt") document.getElementById("post-imageAlt")?.focus();
    return false;
  }

  return {
    errors,
    maySend,
    clear: () => setErrors({}),
    refused: (fieldCodes: Record<string, unknown>) => setErrors(fieldErrorsOf(fieldCodes, FORM_FIELDS, labels.errors)),
  };
}
