// How a save sets a post's stored status, publishAt and first publication, from the state the editor asked for.
import type { StoredStatus } from "./post-state";

/** What the editor or the API asks: publish now, keep as a draft, or publish at a later instant. */
export type Publication = { status: "published" } | { status: "draft" } | { status: "scheduled"; publishAt: Date };
/** The flat form of the API and the form: `publishAt` only with `scheduled` (lib/validations/post.ts checks it). */
export type PublicationRequest = { status?: Publication["status"]; publishAt?: Date };

export type StoredPublication = { status: StoredStatus; publishAt: Date | null };

export function publicationOf({ status, publishAt }: PublicationRequest): Publication | undefined {
  if (status === "scheduled") {
    if (!publishAt) throw new TypeError("A scheduled publication needs its publishAt");
    return { status, publishAt };
  }
  return status && { status };
}

/**
 * The stored status and publishAt after a save. Publishing a post already online keeps its publishAt, so an edit
 * that sends `published` again does not move it; a draft has no publishAt.
 */
export function storedPublication(
  asked: Publication,
  current: { status: string; publishAt: Date | null } | undefined,
  now: Date,
): StoredPublication {
  switch (asked.status) {
    case "draft":
      return { status: "draft", publishAt: null };
    case "scheduled":
      return { status: "published", publishAt: asked.publishAt };
    case "published": {
      const online = current?.status === "published" && current.publishAt !== null && current.publishAt <= now;
      return { status: "published", publishAt: online ? current.publishAt : now };
    }
  }
}

/**
 * The first publication: kept once it has happened; until then it is the publishAt a published or scheduled post
 * will go online at, and nothing for a draft.
 */
export function firstPublication(
  previous: Date | null,
  post: { status: string; publishAt: Date | null },
  now: Date,
): Date | null {
  if (previous && previous <= now) return previous;
  return post.status === "published" ? post.publishAt : null;
}
