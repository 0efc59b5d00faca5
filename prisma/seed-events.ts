// The sample events of a fresh site (prisma/sample-events.ts), read through the API's rules and stored as the events
// store stores them, their days counted from the seed's run.
import { newEventSchema } from "../lib/api/event-writes";
import { NEWSROOM_TIME_ZONE, utcDay } from "../lib/dates/calendar-date";
import { dayInZone } from "../lib/dates/zone-time";
import { columnsOf, lineupRows } from "../lib/events/event-columns";
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import type { EventInput } from "../lib/validations/event";
import { DEFAULT_EVENT_TIME_ZONE, eventTimeSchema, instantIn } from "../lib/validations/event-time";
import { sampleEvents, type SampleClock } from "./sample-events";
import { SAMPLE_IMAGE } from "./sample-image";
import { SAMPLE_LIVE, sampleLiveCoverage } from "./sample-live";
import { samplePosts } from "./sample-posts";

/** The API's rules, but for the image: a file the site ships, as the sample posts' are. */
const sampleEventSchema = newEventSchema.safeExtend({ image: SAMPLE_IMAGE });

const DAY_MS = 86_400_000;
const FRIDAY = 5;
const plusDays = (day: string, days: number) => new Date(+utcDay(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The Friday `weeks` weeks after `now`'s day in Mexico City (counting that day when it is a Friday). */
function fridayAfter(now: Date, weeks: number): string {
  const today = dayInZone(now, NEWSROOM_TIME_ZONE);
  return plusDays(today, ((FRIDAY - utcDay(today).getUTCDay() + 7) % 7) + weeks * 7);
}

export type SeededEvent = { event: EventInput; previousStartsAt: Date | null; posts: string[] };

/** The sample events as the seed stores them on `now`; a sample the API would refuse throws. */
export function sampleEventsOn(now: Date): SeededEvent[] {
  return sampleEvents.map(({ weeksAhead, fields, previousStart, posts = [] }) => {
    const first = fridayAfter(now, weeksAhead);
    const at: SampleClock = (days, time) => `${plusDays(first, days)}T${time}`;
    const event = sampleEventSchema.parse(fields(at));
    const zone = event.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
    const previous = previousStart && instantIn(eventTimeSchema.parse(previousStart(at)), zone);
    return { event, previousStartsAt: previous ?? null, posts };
  });
}

/** A sample's row: its description's text is read first (by the story worker), the writes then go in one transaction. */
async function storedSample(
  { event: { id, lineup = [], ...fields }, previousStartsAt }: SeededEvent,
  now: Date,
): Promise<Prisma.EventCreateInput> {
  const zone = fields.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
  const data = { id, ...(await columnsOf(fields, zone)), previousStartsAt, createdAt: now, updatedAt: now };
  return { ...data, lineup: { create: lineupRows(lineup, zone) } } as Prisma.EventCreateInput;
}

/**
 * Fills the sample events into a database that never had an event and holds no post but the samples: a site already
 * in use gets no invented festival in its guide, and samples the editor deleted stay deleted (their tombstones).
 */
export async function seedEventsIfNone(db: PrismaClient, now: Date): Promise<number> {
  const samplePostIds = samplePosts.map(({ id }) => id);
  const [events, goneEvents, otherPosts] = await Promise.all([
    db.event.count(),
    db.goneEvent.count(),
    db.post.count({ where: { id: { notIn: samplePostIds } } }),
  ]);
  if (events + goneEvents + otherPosts > 0) return 0;
  const seeded = sampleEventsOn(now);
  const rows = await Promise.all(seeded.map((sample) => storedSample(sample, now)));
  const festival = rows.find(({ id }) => id === SAMPLE_LIVE.event)!;
  await db.$transaction([
    ...rows.map((data) => db.event.create({ data })),
    ...seeded.map(({ event, posts }) =>
      db.post.updateMany({ where: { id: { in: posts } }, data: { eventId: event.id } }),
    ),
    db.post.update({
      where: { id: SAMPLE_LIVE.post },
      data: sampleLiveCoverage(now, new Date(festival.endsAt as Date)),
    }),
  ]);
  return seeded.length;
}
