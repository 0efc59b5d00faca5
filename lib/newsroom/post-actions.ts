// What the editor may do to a post in each state: the lifecycle buttons of the dashboard and of the edit page.
import type { PostState } from "./post-state";

export type PostAction = "publish" | "schedule" | "unpublish" | "delete" | "restore";

/** What each state allows, in the order the buttons stand. */
export const ACTIONS_BY_STATE: Record<PostState, PostAction[]> = {
  draft: ["publish", "schedule", "delete"],
  scheduled: ["publish", "schedule", "unpublish", "delete"],
  published: ["unpublish", "delete"],
  trashed: ["restore"],
};
