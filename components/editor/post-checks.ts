import { isIncomplete, lacksAltText, type PostValues } from "./post-values";

export type PostCheckLabels = { incomplete: string; imageAltMissing: string; publishAtMissing: string };

/** Why a form may not send yet: an alert, or a complaint beside one of its fields. */
export type Unsendable = { alert: string } | { field: "imageAlt" | "publishAt"; message: string };

/**
 * What the create and the edit form check before sending `body`: every required field has text (said in an alert,
 * as the specification's form does), an uploaded photo has its alt text, a schedule has its time. Null when it may go.
 */
export function unsendable(values: PostValues, body: object, labels: PostCheckLabels): Unsendable | null {
  if (isIncomplete(values)) return { alert: labels.incomplete };
  if (lacksAltText(values)) return { field: "imageAlt", message: labels.imageAltMissing };
  if ("publishAt" in body && !body.publishAt) return { field: "publishAt", message: labels.publishAtMissing };
  return null;
}
