import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

/**
 * The ids of the posts about an event, in any state, in one query: their pages show the event, so a change of it
 * refreshes them (lib/revalidate.ts, refreshEventPages).
 */
export async function linkedPostIds(eventId: string, client: Prisma.TransactionClient = db): Promise<string[]> {
  const posts = await client.post.findMany({ where: { eventId }, select: { id: true } });
  return posts.map(({ id }) => id);
}
