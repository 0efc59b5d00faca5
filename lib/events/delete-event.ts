import "server-only";
import { serializable } from "../db-transaction";
import { ifMatchAccepts } from "../etag";
import { StaleEventError } from "./errors";
import { linkedPostIds } from "./linked-posts";
import { missingEvent } from "./stored-event";
import type { EventWriteOptions } from "./update-event";

/**
 * Deletes the event with its line-up and remembers its id, so its address answers 410 Gone; the posts about it keep
 * their words and lose the link (Post.eventId is emptied by the database). Answers those posts' ids, read before.
 */
export function deleteEvent(id: string, { ifMatch }: EventWriteOptions): Promise<string[]> {
  return serializable(async (tx) => {
    const row = await tx.event.findUnique({ where: { id }, select: { version: true } });
    if (!row) throw await missingEvent(id, tx);
    if (!ifMatchAccepts(ifMatch, row.version)) throw new StaleEventError(id, row.version);
    const goneAt = new Date();
    const linked = await linkedPostIds(id, tx);
    await tx.event.delete({ where: { id } });
    await tx.goneEvent.upsert({ where: { id }, create: { id, goneAt }, update: { goneAt } });
    return linked;
  });
}
