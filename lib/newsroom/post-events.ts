// The audit log's events of a post's life (docs/team.md): what a write did to whether readers may see it.
import "server-only";
import type { AuditKind } from "../audit/record";
import { record, type AuditEntry } from "../audit/record";
import type { Lifecycle } from "./post-state";
import type { Saver } from "./revisions";
import type { Prisma } from "../generated/prisma/client";

/** Trashing and restoring say it first; otherwise a publication's status going to or from "published". */
function kindOf(before: Lifecycle, after: Lifecycle): AuditKind | null {
  if (!before.trashedAt && after.trashedAt) return "post-trashed";
  if (before.trashedAt && !after.trashedAt) return "post-restored";
  if (before.status !== "published" && after.status === "published") return "post-published";
  if (before.status === "published" && after.status !== "published") return "post-unpublished";
  return null;
}

/** A post's event; a scheduled publication says when. */
export function postEvent(
  kind: AuditKind,
  post: { id: string; publishAt: Date | null },
  savedById: string | undefined,
): AuditEntry {
  return {
    actorId: savedById ?? null,
    kind,
    subject: post.id,
    detail: { publishAt: post.publishAt?.toISOString() ?? null },
  };
}

/** The event of a stored post's change, in the change's transaction; nothing when its life did not change. */
export async function recordPostChange(
  tx: Prisma.TransactionClient,
  before: Lifecycle,
  after: Lifecycle & { id: string },
  { savedById }: Saver,
): Promise<void> {
  const kind = kindOf(before, after);
  if (kind) await record(tx, postEvent(kind, after, savedById));
}
