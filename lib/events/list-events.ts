import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { ListRange } from "../posts";
import type { EventList } from "../validations/event";
import { withLineup, type StoredEvent } from "./stored-event";

/** Upcoming: not over yet (a festival on its second day is upcoming), soonest first; past: over, latest first. */
const LISTS: Record<EventList, (now: Date) => { where: Prisma.EventWhereInput; order: Prisma.SortOrder }> = {
  upcoming: (now) => ({ where: { endsAt: { gte: now } }, order: "asc" }),
  past: (now) => ({ where: { endsAt: { lt: now } }, order: "desc" }),
  all: () => ({ where: {}, order: "asc" }),
};

export async function listEvents(
  list: EventList,
  { limit, offset }: ListRange = {},
  now: Date = new Date(),
): Promise<StoredEvent[]> {
  const { where, order } = LISTS[list](now);
  return db.event.findMany({
    where,
    orderBy: [{ startsAt: order }, { id: order }],
    skip: offset,
    take: limit,
    include: withLineup,
  });
}
