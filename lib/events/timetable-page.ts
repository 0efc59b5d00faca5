// What an event's timetable page reads: the event, its festival days on the grid, and the line-up's topics.
import "server-only";
import { cache } from "react";
import { cacheUnderArchive } from "../archive-cache";
import { cacheTags } from "../cache-tags";
import { postIdSchema } from "../validations/post";
import { findShownEvent, lineupTopics } from "./event-page";
import { timetableDays } from "./timetable";

/** A festival day's address segment, YYYY-MM-DD; anything else is no day of any timetable. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The timetable of the event with this id, shown at `rawDay` (its first day when none), read once per render; null
 * when no event has the id. `day` is null when the line-up has no set time or the event no such day. Kept under the
 * event's tag, and under the archive's for the performers' topic links.
 */
export const readTimetable = cache(async (rawId: string, rawDay: string | null) => {
  if (!postIdSchema.safeParse(rawId).success) return null;
  await cacheUnderArchive(cacheTags.event(rawId), cacheTags.lists);
  const event = await findShownEvent(rawId);
  if (!event) return null;
  const days = timetableDays(event.lineup, event.timeZone);
  const day =
    rawDay === null ? (days[0] ?? null) : DAY.test(rawDay) ? (days.find((d) => d.day === rawDay) ?? null) : null;
  const topics = day ? await lineupTopics(event.lineup.map(({ name }) => name)) : new Map<string, string>();
  return { event, days, day, first: day !== null && day === days[0], topics };
});
