// /eventos and its later pages, as their routes read them.
import "server-only";
import { cache } from "react";
import { cacheTags, cacheUnder } from "../cache-tags";
import { pageParamSchema } from "../validations/list-query";
import { readGuide } from "./guide";

/**
 * A page of the unfiltered guide, read once for the page and its metadata; null for a page that does not exist. Kept
 * under `events` and until the first upcoming event ends or the weekend moves on, when every page shifts.
 */
export const readGuidePage = cache(async (rawPage: string) => {
  const parsed = pageParamSchema.safeParse(rawPage);
  if (!parsed.success) return null;
  await cacheUnder(cacheTags.events);
  const guide = await readGuide({}, new Date(), parsed.data);
  if (!guide) return null;
  await cacheUnder(cacheTags.due(guide.changesAt));
  return guide;
});
