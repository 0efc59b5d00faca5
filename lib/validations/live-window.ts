// A post's live coverage window as the API and the editor write it (docs/live.md): `live: { start, end }`, each an
// instant with its time zone and each optional (the post's event gives what is left out), or null for none.
import { z } from "../zod";
import { coded } from "./field-problems";
import { isInstant } from "./publication";

/** Coverage longer than this is a typing mistake: a festival lasts days, not weeks. */
export const LIVE_WINDOW_MAX_DAYS = 14;

const instant = z
  .string({ error: "must be text: a date and time with its time zone" })
  .refine(
    isInstant,
    coded("not_an_instant", "must be a real date and time with its time zone, for example 2026-03-14T16:00:00-06:00"),
  )
  .transform((value) => new Date(value))
  .optional();

export const liveWindowSchema = z
  .strictObject(
    { start: instant, end: instant },
    { error: 'must be an object of "start" and "end" (each optional), or null for no live coverage' },
  )
  .nullable();

/** What a write asked: the bounds it gave, or null to end the post's live coverage. */
export type LiveWindowAsk = z.infer<typeof liveWindowSchema>;
