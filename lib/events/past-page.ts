// /eventos/pasados and its later pages, as their routes read them.
import "server-only";
import { cache } from "react";
import { cacheTags, cacheUnder } from "../cache-tags";
import { nextEndAfter, readPastEvents } from "./guide";
import { pageParamSchema } from "../validations/list-query";

/**
 * A page of the past events, read once for the page and its metadata; null for a page that does not exist. Kept
 * under `events` and until the next upcoming event ends, when it joins the first page and shifts the others.
 */
export const readPastPage = cache(async (rawPage: string) => {
  const parsed = pageParamSchema.safeParse(rawPage);
  if (!parsed.success) return null;
  const now = new Date();
  const due = await nextEndAfter(now);
  await cacheUnder(cacheTags.events, ...(due ? [cacheTags.due(due)] : []));
  const past = await readPastEvents(parsed.data, now);
  return past && { ...past, page: parsed.data };
});
