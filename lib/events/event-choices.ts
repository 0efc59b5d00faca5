import "server-only";
import { db } from "../db";
import { postEventFields, type PostEvent } from "./post-event";

/** How far back the post form still suggests an event: a review is written in the weeks after a festival. */
const RECENT_DAYS = 120;
/** The most the form suggests: never every event ever stored. */
export const EVENT_CHOICES_MAX = 300;

/**
 * The events a post form suggests: those not over yet or over in the last four months, soonest first, at most 300,
 * and the event the post already names (`current`) whenever it is older.
 */
export async function listEventChoices(current: string | null = null, now: Date = new Date()): Promise<PostEvent[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [recent, named] = await Promise.all([
    db.event.findMany({
      where: { endsAt: { gte: since } },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      take: EVENT_CHOICES_MAX,
      select: postEventFields,
    }),
    current ? db.event.findUnique({ where: { id: current }, select: postEventFields }) : null,
  ]);
  return named && !recent.some(({ id }) => id === named.id) ? [named, ...recent] : recent;
}
