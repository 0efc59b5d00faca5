import { z } from "../zod";

/** A note to the writer is a few sentences, not a second story: the form counts down to this. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/** POST /edmNews/{id}/review/return: what the writer is asked to change. */
export const reviewNoteSchema = z.object({
  note: z
    .string({ error: "is required and must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(REVIEW_NOTE_MAX_LENGTH, `must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`),
});
