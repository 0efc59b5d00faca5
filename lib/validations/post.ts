import { z } from "zod";
import { coded } from "./field-problems";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** A real day of the Gregorian calendar written as YYYY-MM-DD (2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

const requiredText = (max: number) =>
  z
    .string({ error: "is required and must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

export const postIdSchema = z
  .string()
  .min(1, "must not be empty")
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
  .refine(
    (id) => SLUG_PATTERN.test(id),
    coded("not_a_slug", "must use lowercase letters, digits and single hyphens (for example edc-mexico-2025)"),
  );

export const postInputSchema = z.object({
  id: z.string({ error: "is required and must be text" }).trim().pipe(postIdSchema),
  title: requiredText(200),
  description: requiredText(500),
  introduction: requiredText(10_000),
  climax: requiredText(10_000),
  conclusion: requiredText(10_000),
  author: requiredText(120),
  image: requiredText(2_000).refine(isHttpUrl, coded("not_a_url", "must be an http or https URL")),
  date: requiredText(10).refine(isCalendarDate, coded("not_a_date", "must be a calendar date written YYYY-MM-DD")),
});

export type PostInput = z.infer<typeof postInputSchema>;
