// The guide's filters as addresses: /eventos?ciudad={city}&mes={YYYY-MM} is the public one, plain links a proxy and the
// page cache keep like /post?page=N; next.config.ts rewrites each to its own cached route (lib/events/guide-rewrites.ts).
import { z } from "../zod";
import { slugOf } from "../text/slug";
import { SLUG_PATTERN } from "../validations/post-fields";
import { CITY_PARAM, CITY_SLUG_MAX_LENGTH, FILTER_ANY, MONTH_PARAM } from "./guide-rewrites";

/** "Ciudad de México" -> "ciudad-de-mexico": a city as the filter names it; every spelling that folds alike is one. */
export const citySlugOf = (city: string) => slugOf(city, CITY_SLUG_MAX_LENGTH);

export const citySlugSchema = z.string().max(CITY_SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

/** A month of the calendar, YYYY-MM, within the years an event of the guide can be in. */
export const monthParamSchema = z.string().regex(/^2\d{3}-(?:0[1-9]|1[0-2])$/);

/** What a reader picked: a city (its slug), a month (YYYY-MM), both or neither. */
export type GuideFilter = { city?: string; month?: string };

/** The filter the internal route's segments name, or null when one cannot be a city's or a month's. */
export function filterOfSegments(city: string, month: string): GuideFilter | null {
  const filter: GuideFilter = {};
  if (city !== FILTER_ANY) {
    if (!citySlugSchema.safeParse(city).success) return null;
    filter.city = city;
  }
  if (month !== FILTER_ANY) {
    if (!monthParamSchema.safeParse(month).success) return null;
    filter.month = month;
  }
  return filter.city || filter.month ? filter : null;
}

/** The public address of the guide with `filter`: /eventos, /eventos?ciudad=…, /eventos?mes=… or both. */
export function guidePath(base: string, { city, month }: GuideFilter): string {
  const query = new URLSearchParams();
  if (city) query.set(CITY_PARAM, city);
  if (month) query.set(MONTH_PARAM, month);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
