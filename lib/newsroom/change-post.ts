import "server-only";
import { serializable } from "../db-transaction";
import type { Post, Prisma } from "../generated/prisma/client";
import { CONTENT_FIELDS, editableOf, missingPost, type EditablePost } from "./editable-post";
import { ifMatchAccepts } from "../etag";
import { DuplicatePostError, StaleVersionError, UnknownEventError } from "./errors";
import { forgetPostCounts, movePostCounts } from "./post-counts";
import { recordPostChange } from "./post-events";
import { liveAtOf } from "./post-state";
import { replaceTopics, topicRefsOf, topicsDiffer, topicsSelect } from "./post-topics";
import { firstPublication } from "./publication";
import { requirePostRight, sameInstant } from "./post-rights";
import { appendRevision, type Saver } from "./revisions";
import { bodyTextOf } from "../story/body-text";
import { resolvedCoverage } from "./live-window";
import type { LiveWindowAsk } from "../validations/live-window";

/** Who saves, and the version they saw (the If-Match header), when they say. */
export type WriteOptions = Saver & { ifMatch?: string | null; now?: Date };

/**
 * The post after a write, the ids, the topics (slugs) and the events whose public pages the write may have changed,
 * and whether it may have changed how a renamed or removed post's address answers (for refreshAfterChange).
 */
export type Saved = { post: EditablePost; refresh: string[]; topics: string[]; events: string[]; retired: boolean };

/**
 * What a write decides from the current row: the fields it sets (status, publishAt, trashedAt, id and event included)
 * and, when it names them, the topics that replace the post's.
 */
export type Change = Partial<
  Pick<Post, (typeof CONTENT_FIELDS)[number] | "id" | "status" | "publishAt" | "trashedAt" | "eventId">
> & {
  topics?: string[];
  /** The live coverage's window asked for, resolved in the transaction (its bounds may come from the event). */
  live?: LiveWindowAsk;
};

/** A long queue of writers waits its turn rather than failing: SQLite has one writer at a time. */
const TRANSACTION_LIMITS = { maxWait: 15_000, timeout: 15_000 };

type PostWithTopics = Prisma.PostGetPayload<{ include: { topics: typeof topicsSelect } }>;

async function currentRow(tx: Prisma.TransactionClient, id: string): Promise<PostWithTopics> {
  const row = await tx.post.findUnique({ where: { id }, include: { topics: topicsSelect } });
  if (row) return row;
  throw await missingPost(id, tx);
}

/**
 * A post takes a new id: refused when another post has it; a tombstone of a purged post or a redirect of a
 * renamed one that held it gives way, since the id now names this post, and so do a purged post's page counts.
 */
export async function claimId(tx: Prisma.TransactionClient, id: string): Promise<void> {
  if (await tx.post.findUnique({ where: { id }, select: { id: true } })) throw new DuplicatePostError(id);
  await tx.gonePost.deleteMany({ where: { id } });
  await tx.postRedirect.deleteMany({ where: { fromId: id } });
  for (const deletion of forgetPostCounts(tx, id)) await deletion;
}

/** A post may name only a stored event; asked in the write's transaction, so a deletion cannot slip between. */
async function requireKnownEvent(tx: Prisma.TransactionClient, eventId: string | null): Promise<void> {
  if (eventId && !(await tx.event.findUnique({ where: { id: eventId }, select: { id: true } })))
    throw new UnknownEventError(eventId);
}

/** The events whose pages list the post, before and after the write. */
const eventsOf = (...rows: Post[]) => [...new Set(rows.map(({ eventId }) => eventId))].filter((id) => id !== null);

/** A rename, a trip to or from the trash, or a post going on or off line can change how a retired address answers. */
const retiresAddresses = (row: Post, stored: Post) =>
  row.id !== stored.id || !sameInstant(row.trashedAt, stored.trashedAt) || !sameInstant(row.liveAt, stored.liveAt);

/**
 * Every change of a stored post, in one transaction: the If-Match is compared with the version read in the same
 * transaction, liveAt and the first publication follow the status, updatedAt moves only when what the post says
 * changed, the version rises, and every save of its words, state or id becomes a new revision (its topics and its
 * event are not part of revisions, but a change of them raises the version too). A change that changes nothing writes
 * nothing.
 */
export async function changePost(
  id: string,
  options: WriteOptions,
  decide: (row: Post, now: Date) => Change,
): Promise<Saved> {
  const now = options.now ?? new Date();
  return serializable(async (tx) => {
    const { topics: storedTopics, ...row } = await currentRow(tx, id);
    const person = options.role && options.savedById ? { id: options.savedById, role: options.role } : null;
    // Whose post it is before what state it is in: nobody learns more of a post that is not theirs to change.
    if (person) requirePostRight(person, row, row);
    // The post's state first: a change a post in the trash cannot take is a 409 whatever version it names, and an
    // editor whose tab is behind learns that the post went to the trash, not only that it changed.
    const { topics, live, ...decided } = decide(row, now);
    const linked = { ...row, ...decided };
    const next = live === undefined ? linked : { ...linked, ...(await resolvedCoverage(tx, live, linked.eventId)) };
    if (person) requirePostRight(person, row, next);
    if (!ifMatchAccepts(options.ifMatch, row.version)) throw new StaleVersionError(id, row.version);
    const contentChanged = CONTENT_FIELDS.some((field) => next[field] !== row[field]);
    const saved =
      contentChanged || next.id !== row.id || next.status !== row.status || !sameInstant(next.publishAt, row.publishAt);
    const topicsChanged = topics !== undefined && topicsDiffer(topicRefsOf(storedTopics), topics);
    const eventChanged = next.eventId !== row.eventId;
    const coverageChanged =
      !sameInstant(next.coverageStart, row.coverageStart) || !sameInstant(next.coverageEnd, row.coverageEnd);
    const linksChanged = topicsChanged || eventChanged || coverageChanged;
    if (!saved && !linksChanged && sameInstant(next.trashedAt, row.trashedAt)) {
      const post = editableOf({ ...row, topics: storedTopics }, now);
      return { post, refresh: [], topics: [], events: [], retired: false };
    }

    if (eventChanged) await requireKnownEvent(tx, next.eventId);
    if (next.id !== row.id) await claimId(tx, next.id);
    if (topicsChanged) await replaceTopics(tx, row.id, topics);
    const { topics: storedTopicsAfter, ...stored } = await tx.post.update({
      where: { id: row.id },
      data: {
        ...next,
        // Parsed again only when the words change: a trip to the trash or a publication leaves them as they were.
        bodyText: contentChanged ? await bodyTextOf(next) : row.bodyText,
        publishedAt: firstPublication(row.publishedAt, next, now),
        updatedAt: contentChanged ? now : row.updatedAt,
        liveAt: liveAtOf(next),
        // A publication ends the review: the draft left the queue, and its writer's note has been dealt with.
        ...(next.status === "published" && { reviewRequestedAt: null, reviewReturnedAt: null }),
        version: row.version + 1,
      },
      include: { topics: topicsSelect },
    });
    if (next.id !== row.id) {
      await tx.postRedirect.create({ data: { fromId: row.id, toId: next.id } });
      await movePostCounts(tx, row.id, next.id);
    }
    if (saved) await appendRevision(tx, stored, options, now);
    await recordPostChange(tx, row, stored, options);
    const wasOrIsPublic = row.liveAt !== null || stored.liveAt !== null;
    const slugs = [...storedTopics, ...storedTopicsAfter].map(({ topic }) => topic.slug);
    return {
      post: editableOf({ ...stored, topics: storedTopicsAfter }, now),
      refresh: wasOrIsPublic ? [...new Set([row.id, stored.id])] : [],
      topics: wasOrIsPublic ? [...new Set(slugs)] : [],
      events: wasOrIsPublic ? eventsOf(row, stored) : [],
      retired: retiresAddresses(row, stored),
    };
  }, TRANSACTION_LIMITS);
}
