import { useState } from "react";
import type { FieldCode } from "@/lib/validations/field-problems";
import { fieldErrorsOf } from "../field-errors";
import { isIncomplete, lacksAltText, POST_FIELDS, type PostValues } from "../post-values";

/** The fields the post forms show a complaint beside; the live window's said in its own words. */
const FORM_FIELDS = [...POST_FIELDS, "publishAt", "topics", "event"] as const;
const LIVE_FIELDS = ["live", "live.start", "live.end"] as const;
export type PostFormErrors = Partial<Record<(typeof FORM_FIELDS)[number] | (typeof LIVE_FIELDS)[number], string>>;

type PostCheckLabels = {
  incomplete: string;
  imageAltMissing: string;
  publishAtMissing: string;
  errors: Record<FieldCode, string>;
};

/** What the live window's codes mean for it: `required`, a window without an event to complete it. */
type LiveErrorLabels = { liveErrors: Partial<Record<FieldCode, string>> };

/**
 * What stops a post form from sending `body`: a field left empty, said in an alert (as the specification's form
 * does), or an uploaded photo without alt text or a schedule without its time, said beside that field. Null when it
 * may go.
 */
export function unsendable(values: PostValues, body: object, labels: PostCheckLabels): string | PostFormErrors | null {
  if (isIncomplete(values)) return labels.incomplete;
  if (lacksAltText(values)) return { imageAlt: labels.imageAltMissing };
  if ("publishAt" in body && !body.publishAt) return { publishAt: labels.publishAtMissing };
  return null;
}

/**
 * The checks and complaints of the create and the edit form alike: the complaints beside the fields, `maySend`, which
 * says what stops a send before it goes, and `showFieldCodes`, which shows the API's field codes in Spanish beside
 * their fields (no codes: no complaint).
 */
export function usePostChecks(labels: PostCheckLabels & LiveErrorLabels) {
  const [errors, setErrors] = useState<PostFormErrors>({});

  function maySend(values: PostValues, body: object): boolean {
    const problem = unsendable(values, body, labels);
    if (typeof problem === "string") alert(problem);
    else if (problem) {
      setErrors(problem);
      // The alt text is asked for where it is typed.
      if (problem.imageAlt) document.getElementById("post-imageAlt")?.focus();
    }
    return !problem;
  }

  const showFieldCodes = (fieldCodes: Record<string, unknown>) =>
    setErrors({
      ...fieldErrorsOf(fieldCodes, FORM_FIELDS, labels.errors),
      ...fieldErrorsOf(fieldCodes, LIVE_FIELDS, { ...labels.errors, ...labels.liveErrors }),
    });
  return [errors, maySend, showFieldCodes] as const;
}
