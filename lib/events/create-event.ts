import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { EventInput } from "../validations/event";
import { DEFAULT_EVENT_TIME_ZONE } from "../validations/event-time";
import { columnsOf, lineupRows, requireSpan } from "./event-columns";
import { DuplicateEventError } from "./errors";
import { withLineup, type StoredEvent } from "./stored-event";

/**
 * A new event with its line-up; an id once held by a deleted event now names this one, so its tombstone gives way.
 * An id another event holds is refused.
 */
export async function createEvent({ id, lineup = [], ...fields }: EventInput): Promise<StoredEvent> {
  const now = new Date();
  const zone = fields.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
  const columns = await columnsOf(fields, zone);
  const { startsAt, endsAt, priceFrom = null, priceTo = null } = columns;
  // A new event's fields are complete (EventInput): both times are there.
  requireSpan({ startsAt: startsAt!, endsAt: endsAt!, priceFrom, priceTo });
  const data = { id, ...columns, createdAt: now, updatedAt: now, lineup: { create: lineupRows(lineup, zone) } };
  try {
    const [, event] = await db.$transaction([
      db.goneEvent.deleteMany({ where: { id } }),
      db.event.create({ data: data as Prisma.EventCreateInput, include: withLineup }),
    ]);
    return event;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DuplicateEventError(id);
    }
    throw error;
  }
}
