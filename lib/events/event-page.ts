// What an event's page reads: the event with its upload, the posts about it and the line-up's names that are topics.
import "server-only";
import { cache } from "react";
import { cacheUnderArchive } from "../archive-cache";
import { cacheTags, cacheUnder } from "../cache-tags";
import { db } from "../db";
import { visibleAt } from "../newsroom/post-state";
import { listPostCards, withMedia, type ListedPost } from "../posts";
import { postIdSchema } from "../validations/post";
import { topicSlugOf } from "../validations/post-links";
import type { ShownEvent } from "./guide";
import { withLineup } from "./stored-event";

/** The most posts an event page lists; the event's topic page, when it has one, holds the rest. */
export const EVENT_POSTS = 12;

/** The event, read once per render for the page, its metadata and its share image; null when no event has the id. */
export const findShownEvent = cache(async (rawId: string): Promise<ShownEvent | null> => {
  const id = postIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const event = await db.event.findUnique({ where: { id: id.data }, include: withLineup });
  if (!event) return null;
  const [shown] = await withMedia([event]);
  return shown;
});

/** The posts online about the event, newest first. */
export const postsAbout = (eventId: string): Promise<ListedPost[]> =>
  listPostCards({ limit: EVENT_POSTS }, { eventId });

/**
 * The line-up's names that are topics readers can open (a topic with a post online), by name: name -> topic slug.
 * "Nicola Cruz" links to /tema/nicola-cruz when posts carry that topic.
 */
export async function lineupTopics(names: string[]): Promise<Map<string, string>> {
  const slugs = [...new Set(names.map(topicSlugOf).filter((slug) => slug !== ""))];
  if (slugs.length === 0) return new Map();
  const rows = await db.postTopic.findMany({
    where: { topicSlug: { in: slugs }, post: visibleAt() },
    distinct: ["topicSlug"],
    select: { topicSlug: true },
  });
  const online = new Set(rows.map(({ topicSlug }) => topicSlug));
  return new Map(names.filter((name) => online.has(topicSlugOf(name))).map((name) => [name, topicSlugOf(name)]));
}

/**
 * The event's page as it reads it, once per render; null when no event has the id. Kept under the event's tag and
 * `lists` (any publication may change the posts about it), until a scheduled post comes online, and until the event
 * ends (its page then says so).
 */
export const readEventPage = cache(async (rawId: string) => {
  if (!postIdSchema.safeParse(rawId).success) return null;
  await cacheUnderArchive(cacheTags.event(rawId), cacheTags.lists);
  const event = await findShownEvent(rawId);
  if (!event) return null;
  const now = new Date();
  const over = event.endsAt < now;
  if (!over) await cacheUnder(cacheTags.due(new Date(event.endsAt.getTime() + 1)));
  const [posts, topics] = await Promise.all([postsAbout(event.id), lineupTopics(event.lineup.map(({ name }) => name))]);
  return { event, posts, topics, over };
});
