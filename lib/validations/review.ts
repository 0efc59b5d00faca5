import { z } from "../zod";
import { REVIEW_NOTE_MAX_LENGTH } from "./post-fields";

/** POST /edmNews/{id}/review/return: what the writer is asked to change. */
export const reviewNoteSchema = z.object({
  note: z
    .string({ error: "is required and must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(REVIEW_NOTE_MAX_LENGTH, `must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`),
});
