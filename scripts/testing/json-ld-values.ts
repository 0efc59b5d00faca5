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

const HEADLINE_MAX = 110;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A headline Google shows whole: some text, at most 110 characters, no half of a surrogate pair. */
export function checkHeadline(headline: unknown, name: string, errors: string[]) {
  if (!isText(headline)) return errors.push(`${name} is missing`);
  if (headline.length > HEADLINE_MAX)
    errors.push(`${name} has ${headline.length} characters, more than ${HEADLINE_MAX}`);
  if (LONE_SURROGATE.test(headline)) errors.push(`${name} holds half of a surrogate pair`);
}

export function checkInstant(value: unknown, name: string, errors: string[]) {
  if (typeof value !== "string" || !ISO_WITH_ZONE.test(value) || Number.isNaN(Date.parse(value))) {
    errors.push(`${name} is not an ISO 8601 date and time with a zone: ${JSON.stringify(value)}`);
  }
}
