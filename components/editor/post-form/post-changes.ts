// What the edit form sends of a post (a PATCH of what changed) and what it keeps of the editor's own changes when
// another version was saved meanwhile.
import { newsroomInstant } from "@/lib/dates/publish-time";
import type { EditedPost } from "../edited-post";
import { changedFields } from "../post-values";
import { liveWindowBody, type LiveWindowBody } from "./live-window-values";

export type PostChanges = Record<string, string | string[] | LiveWindowBody>;

const sameTopics = (a: EditedPost, b: EditedPost) => a.topics.join("\n") === b.topics.join("\n");

/**
 * Only what the editor changed goes out: a status is sent only when it changed, since "published" means now; the
 * topics only when they changed, as the whole list; the event only when it changed ("" for none); the live window
 * only when it changed.
 */
export function changesOf(edited: EditedPost, base: EditedPost): PostChanges {
  const changed: PostChanges = Object.fromEntries(
    changedFields(edited.values, base.values).map((field) => [field, edited.values[field]]),
  );
  if (!sameTopics(edited, base)) changed.topics = edited.topics;
  if (edited.event.trim() !== base.event) changed.event = edited.event.trim();
  const live = liveWindowBody(edited.live, base.live);
  if (live !== undefined) changed.live = live;
  const rescheduled = edited.state === "scheduled" && edited.publishAt !== base.publishAt;
  if (edited.state !== base.state || rescheduled) {
    changed.status = edited.state;
    if (edited.state === "scheduled") changed.publishAt = newsroomInstant(edited.publishAt);
  }
  return changed;
}

/** The stored version, with every field this editor changed as they typed it. */
export function ownChangesOn(stored: EditedPost, edited: EditedPost, base: EditedPost): EditedPost {
  const values = { ...stored.values };
  for (const field of changedFields(edited.values, base.values)) values[field] = edited.values[field];
  const ownState = edited.state !== base.state || edited.publishAt !== base.publishAt;
  const topics = sameTopics(edited, base) ? stored.topics : edited.topics;
  const event = edited.event === base.event ? stored.event : edited.event;
  const live = liveWindowBody(edited.live, base.live) === undefined ? stored.live : edited.live;
  return { ...(ownState ? edited : stored), values, topics, event, live, version: stored.version };
}
