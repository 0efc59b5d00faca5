// The event a post page names: its block under the article and its JSON-LD's `about`.
import "server-only";
import { cache } from "react";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

/** What a post page shows and says of its event: a link with its name, dates, city and status. */
export const postEventFields = {
  id: true,
  name: true,
  kind: true,
  startsAt: true,
  endsAt: true,
  timeZone: true,
  venueName: true,
  venueAddress: true,
  venuePostalCode: true,
  city: true,
  state: true,
  status: true,
} as const satisfies Prisma.EventSelect;

export type PostEvent = Prisma.EventGetPayload<{ select: typeof postEventFields }>;

/** The event with this id, or null (none named, or deleted since); read once per render, however many callers. */
export const findPostEvent = cache(async (id: string | null): Promise<PostEvent | null> =>
  id ? db.event.findUnique({ where: { id }, select: postEventFields }) : null,
);
