// What the JSON-LD checkers (news-article-check.ts, event-check.ts) ask of a value, as Google's guidance words it.

/** ISO 8601 date and time with seconds and an explicit zone ("Z" or ±hh:mm). */
export const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** An address a crawler can fetch: absolute, http or https. */
export function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
