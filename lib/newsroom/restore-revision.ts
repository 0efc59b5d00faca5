import "server-only";
import { changePost, type Saved, type WriteOptions } from "./change-post";
import { contentOf } from "./editable-post";
import { RevisionNotFoundError } from "./errors";
import { getRevision } from "./revisions";
import { inTrash } from "./update-post";

/**
 * Brings back what a revision said (its title to its date), not its id, state or publishAt: the post stays where it
 * is and the restore is saved as a revision of its own, so the version it replaces is kept too.
 */
export async function restoreRevision(id: string, number: number, options: WriteOptions): Promise<Saved> {
  const revision = await getRevision(id, number);
  if (!revision) throw new RevisionNotFoundError(id, number);
  return changePost(id, options, (row) => {
    if (row.trashedAt) throw inTrash(id);
    return contentOf(revision);
  });
}
