// What the next boletín carries: the posts published since the last one started, and the coming events.
import "server-only";
import { db } from "@/lib/db";
import { dateRangeLabel } from "@/lib/events/event-dates";
import { listEvents } from "@/lib/events/list-events";
import { formatPostDate } from "@/lib/dates/spanish-dates";
import { withMedia } from "@/lib/posts";
import type { MailPhoto } from "@/lib/mail/mail-content";
import { editionPhoto } from "./edition-photo";

export type EditionPost = { id: string; title: string; description: string; date: string; photo: MailPhoto | null };
export type EditionEvent = { id: string; name: string; dates: string; venue: string; city: string };

/** Only strings and numbers besides `since`, so that an edition keeps it as JSON (edition-snapshot.ts). */
export type EditionContent = { since: Date | null; posts: EditionPost[]; events: EditionEvent[] };

export const EDITION_POSTS = 20;
export const EDITION_EVENTS = 10;
const FIRST_EDITION_DAYS = 7;
const EVENTS_AHEAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the last edition started: it carried what was online then, the next carries what went online after (liveAt:
 * a scheduled post counts from its time, and visibleAt's rule, liveAt <= now, keeps drafts and the trash out).
 */
async function lastEditionStart(): Promise<Date | null> {
  const last = await db.edition.findFirst({ orderBy: { startedAt: "desc" }, select: { startedAt: true } });
  return last?.startedAt ?? null;
}

async function postsPublishedBetween(from: Date, now: Date): Promise<EditionPost[]> {
  const posts = await db.post.findMany({
    where: { liveAt: { gt: from, lte: now } },
    orderBy: [{ liveAt: "desc" }, { id: "desc" }],
    take: EDITION_POSTS,
    select: { id: true, title: true, description: true, date: true, image: true, imageAlt: true },
  });
  return (await withMedia(posts)).map(({ id, title, description, date, image, imageAlt, media }) => ({
    id,
    title,
    description,
    date: formatPostDate(date),
    photo: editionPhoto(image, imageAlt || title, media),
  }));
}

async function comingEvents(now: Date): Promise<EditionEvent[]> {
  const horizon = new Date(now.getTime() + EVENTS_AHEAD_DAYS * DAY_MS);
  const events = await listEvents("upcoming", { limit: EDITION_EVENTS }, now);
  return events
    .filter((event) => event.startsAt < horizon && event.status !== "cancelado")
    .map(({ id, name, startsAt, endsAt, timeZone, venueName, city }) => ({
      id,
      name,
      dates: dateRangeLabel(startsAt, endsAt, timeZone),
      venue: venueName,
      city,
    }));
}

/** The next boletín: posts published since the last edition started (the last week before the first), newest first. */
export async function nextEditionContent(now: Date): Promise<EditionContent> {
  const since = await lastEditionStart();
  const from = since ?? new Date(now.getTime() - FIRST_EDITION_DAYS * DAY_MS);
  const [posts, events] = await Promise.all([postsPublishedBetween(from, now), comingEvents(now)]);
  return { since, posts, events };
}

/** Events alone make no boletín: readers subscribed for the news. */
export const isEmptyEdition = (content: EditionContent) => content.posts.length === 0;
