// An event as the store reads it, with its line-up in order, and why an id names none.
import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { EventGoneError, EventNotFoundError } from "./errors";

export const withLineup = { lineup: { orderBy: { position: "asc" } } } as const satisfies Prisma.EventInclude;

export type StoredEvent = Prisma.EventGetPayload<{ include: typeof withLineup }>;

/** Why no event has this id: it was deleted, and its address answers 410 Gone, or it never was. */
export async function missingEvent(id: string, client: Prisma.TransactionClient = db): Promise<Error> {
  return (await client.goneEvent.findUnique({ where: { id } })) ? new EventGoneError(id) : new EventNotFoundError(id);
}

/** The event with this id; EventGoneError or EventNotFoundError when there is none. */
export async function requireEvent(id: string): Promise<StoredEvent> {
  const event = await db.event.findUnique({ where: { id }, include: withLineup });
  if (!event) throw await missingEvent(id);
  return event;
}
