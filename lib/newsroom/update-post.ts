import "server-only";
import type { LiveWindowAsk } from "../validations/live-window";
import type { PostInput } from "../validations/post";
import { changePost, type Change, type Saved, type WriteOptions } from "./change-post";
import { PostStateConflictError } from "./errors";
import { publicationOf, storedPublication, type PublicationRequest } from "./publication";

/**
 * Any of the ten fields (a new `id` renames the post), its topics, its event (null: none), its live coverage's window
 * (null: none), and the state asked for.
 */
export type PostPatch = Partial<PostInput> &
  PublicationRequest & { topics?: string[]; event?: string | null; live?: LiveWindowAsk };

export const inTrash = (id: string) =>
  new PostStateConflictError(`The post "${id}" is in the trash: restore it before changing it.`);

/** Edits, renames, publishes, schedules or unpublishes a post; a post in the trash must be restored first. */
export function updatePost(id: string, patch: PostPatch, options: WriteOptions): Promise<Saved> {
  const { status, publishAt, event, live, ...fields } = patch;
  const asked = publicationOf({ status, publishAt });
  return changePost(id, options, (row, now): Change => {
    if (row.trashedAt) throw inTrash(id);
    return {
      ...fields,
      ...(event !== undefined && { eventId: event }),
      ...(live !== undefined && { live }),
      ...(asked && storedPublication(asked, row, now)),
    };
  });
}
