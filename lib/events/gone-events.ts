// Deleted events among the retired addresses (lib/retired-posts.ts): their pages answer 410 as a removed post's do.
import "server-only";
import { db } from "../db";
import { retiredEventKey, type RetiredAddresses, type Retirement } from "../retired-posts";

const GONE: Retirement = { status: 410 };

/** Every deleted event's address; one read, at start and after each change of an event, never per request. */
export async function readGoneEventAddresses(): Promise<RetiredAddresses> {
  const rows = await db.goneEvent.findMany({ select: { id: true } });
  return new Map(rows.map(({ id }) => [retiredEventKey(id), GONE]));
}

/** The posts' retired addresses (`readPosts`) with the deleted events'. */
export const withGoneEvents = (readPosts: () => Promise<RetiredAddresses>) => async (): Promise<RetiredAddresses> => {
  const [posts, events] = await Promise.all([readPosts(), readGoneEventAddresses()]);
  return new Map([...posts, ...events]);
};
