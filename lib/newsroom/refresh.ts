import "server-only";
import { refreshAfterChange } from "../revalidate";
import type { Saved } from "./change-post";

/**
 * After a write, from a route handler or a server action: the cached public pages it may have changed are made
 * again on their next request; a draft that stays a draft touches none.
 */
export async function refreshPagesOf(saved: Saved): Promise<void> {
  if (saved.refresh.length > 0 || saved.retired)
    await refreshAfterChange(saved.refresh, { retired: saved.retired, topics: saved.topics, events: saved.events });
}
