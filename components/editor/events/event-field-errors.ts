import type { FieldCode } from "@/lib/validations/field-problems";
import { fieldCodeOf } from "../field-errors";

/**
 * The words for the API's field codes (EditorEvents.errors), and for out_of_range the field's own (EditorEvents.
 * rangeErrors), as the same code means an end before its start or a price below its floor.
 */
export type EventErrorLabels = { codes: Record<FieldCode, string>; ranges: Partial<Record<string, string>> };

/** Field ("venue.city" for a part of the venue) -> what to say beside it; a code the form does not know is `invalid`. */
export function eventFieldErrors(
  fieldCodes: Record<string, unknown>,
  labels: EventErrorLabels,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodes).map(([field, code]) => {
      const known = fieldCodeOf(code);
      return [field, (known === "out_of_range" && labels.ranges[field]) || labels.codes[known]];
    }),
  );
}
