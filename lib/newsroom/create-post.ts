import "server-only";
import { db } from "../db";
import { bodyTextOf } from "../story/body-text";
import { Prisma } from "../generated/prisma/client";
import { editableFields, editableOf } from "./editable-post";
import type { Saved } from "./change-post";
import { DuplicatePostError, UnknownEventError } from "./errors";
import { forgetPostCounts } from "./post-counts";
import { record } from "../audit/record";
import { postEvent } from "./post-events";
import { liveAtOf } from "./post-state";
import { requirePostRight } from "./post-rights";
import { ensureTopics, topicLinksOf } from "./post-topics";
import { firstPublication, publicationOf, storedPublication, type PublicationRequest } from "./publication";
import type { Saver } from "./revisions";
import type { PostInput } from "../validations/post";
import type { LiveWindowAsk } from "../validations/live-window";
import { resolvedCoverage, type StoredCoverage } from "./live-window";
import { batchedWrites } from "../write-batch";

/**
 * A new post: published now unless the editor asks for a draft or a later publication; its topics and event if any.
 * Its saver's account owns it.
 */
export type NewPost = PostInput &
  PublicationRequest &
  Saver & { topics?: string[]; event?: string | null; live?: LiveWindowAsk };

/** A new post as it joins a batch: its body's text read and its live coverage's window resolved. */
type ReadyPost = Omit<NewPost, "live"> & { bodyText: string; coverage: StoredCoverage };

type CreatedRow = Prisma.PostGetPayload<{ select: typeof editableFields }>;

/**
 * The post with its first revision; an id once held by a purged post or as a renamed post's former id now names
 * this post, so its tombstone or redirect gives way, and a purged post's page counts with it.
 */
function insertPost(
  {
    savedBy,
    savedById,
    status,
    publishAt: askedAt,
    topics = [],
    event = null,
    bodyText,
    coverage,
    ...input
  }: ReadyPost,
  now: Date,
) {
  const { id, ...content } = input;
  const publication = storedPublication(
    publicationOf({ status, publishAt: askedAt }) ?? { status: "published" },
    undefined,
    now,
  );
  const lifecycle = { ...publication, trashedAt: null };
  return [
    db.gonePost.deleteMany({ where: { id } }),
    db.postRedirect.deleteMany({ where: { fromId: id } }),
    ...forgetPostCounts(db, id),
    ...ensureTopics(topics),
    ...(publication.status === "published"
      ? [record(db, postEvent("post-published", { id, ...publication }, savedById))]
      : []),
    db.post.create({
      data: {
        ...input,
        eventId: event,
        ...coverage,
        ownerId: savedById,
        bodyText,
        ...publication,
        createdAt: now,
        publishedAt: firstPublication(null, publication, now),
        updatedAt: now,
        liveAt: liveAtOf(lifecycle),
        revisions: { create: { number: 1, slug: id, ...content, ...publication, savedAt: now, savedBy, savedById } },
        topics: { create: topicLinksOf(topics) },
      },
      select: editableFields,
    }),
  ] as Prisma.PrismaPromise<unknown>[];
}

/** What one post's writes answered: the two deletions first, the post last, the topics' upserts and its event between. */
type Written = [{ count: number }, { count: number }, ...unknown[]];
const createdRow = (written: Written) => written[written.length - 1] as CreatedRow;

/**
 * A draft changes no public page; a published or scheduled post changes its own and the archive's. Only a post that
 * took a former or purged id changes how a retired address answers.
 */
function savedOf(written: Written, now: Date): Saved {
  const [gone, redirected] = written;
  const post = createdRow(written);
  const published = post.status === "published";
  return {
    post: editableOf(post, now),
    refresh: published ? [post.id] : [],
    topics: published ? post.topics.map(({ topic }) => topic.slug) : [],
    events: published && post.eventId ? [post.eventId] : [],
    retired: gone.count + redirected.count > 0,
  };
}

async function insertOne(input: ReadyPost): Promise<Saved> {
  const now = new Date();
  try {
    return savedOf((await db.$transaction(insertPost(input, now))) as Written, now);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DuplicatePostError(input.id);
    }
    // The one reference a new post makes that may not exist: its topics are written in the same transaction.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003" && input.event) {
      throw new UnknownEventError(input.event);
    }
    throw error;
  }
}

/** Posts saved at the same moment share one transaction, so one flush to disk (see write-batch.ts). */
const insertBatched = batchedWrites({
  commitAll: async (inputs: ReadyPost[]) => {
    const now = new Date();
    const writes = inputs.map((input) => insertPost(input, now));
    const written = await db.$transaction(writes.flat());
    let start = 0;
    return writes.map(({ length }) => savedOf(written.slice(start, (start += length)) as Written, now));
  },
  commitOne: insertOne,
});

/**
 * The person's rights first (a Colaborador's post starts as a draft); the body's text is read before the post joins a
 * batch: the parse runs in the story worker, not in the transaction.
 */
export async function createPost({ role, ...post }: NewPost): Promise<Saved> {
  if (role && post.savedById) {
    const status = post.status === "draft" ? "draft" : "published";
    requirePostRight({ id: post.savedById, role }, null, { ownerId: post.savedById, status, trashedAt: null });
  }
  const { live, ...fields } = post;
  const coverage = live
    ? await resolvedCoverage(db, live, post.event ?? null)
    : { coverageStart: null, coverageEnd: null };
  return insertBatched({ ...fields, bodyText: await bodyTextOf(post), coverage });
}
