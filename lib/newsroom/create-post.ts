import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { editableFields, editableOf } from "./editable-post";
import type { Saved } from "./change-post";
import { DuplicatePostError } from "./errors";
import { liveAtOf } from "./post-state";
import { firstPublication, publicationOf, storedPublication, type PublicationRequest } from "./publication";
import type { PostInput } from "../validations/post";
import { batchedWrites } from "../write-batch";

/** A new post: published now unless the editor asks for a draft or a later publication. */
export type NewPost = PostInput & PublicationRequest & { savedBy: string };

type CreatedRow = Prisma.PostGetPayload<{ select: typeof editableFields }>;

/**
 * The post with its first revision; an id once held by a purged post or as a renamed post's former id now names
 * this post, so its tombstone or redirect gives way.
 */
function insertPost({ savedBy, status, publishAt: askedAt, ...input }: NewPost, now: Date) {
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
    db.post.create({
      data: {
        ...input,
        ...publication,
        createdAt: now,
        publishedAt: firstPublication(null, publication, now),
        updatedAt: now,
        liveAt: liveAtOf(lifecycle),
        revisions: { create: { number: 1, slug: id, ...content, ...publication, savedAt: now, savedBy } },
      },
      select: editableFields,
    }),
  ] as [Prisma.PrismaPromise<unknown>, Prisma.PrismaPromise<unknown>, Prisma.PrismaPromise<CreatedRow>];
}

type Written = [{ count: number }, { count: number }, CreatedRow];

/**
 * A draft changes no public page; a published or scheduled post changes its own and the archive's. Only a post that
 * took a former or purged id changes how a retired address answers.
 */
const savedOf = ([gone, redirected, post]: Written, now: Date): Saved => ({
  post: editableOf(post, now),
  refresh: post.status === "published" ? [post.id] : [],
  retired: gone.count + redirected.count > 0,
});

async function insertOne(input: NewPost): Promise<Saved> {
  const now = new Date();
  try {
    return savedOf((await db.$transaction(insertPost(input, now))) as Written, now);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DuplicatePostError(input.id);
    }
    throw error;
  }
}

/** Posts saved at the same moment share one transaction, so one flush to disk (see write-batch.ts). */
export const createPost = batchedWrites({
  commitAll: async (inputs: NewPost[]) => {
    const now = new Date();
    const written = await db.$transaction(inputs.flatMap((input) => insertPost(input, now)));
    return inputs.map((_, index) => savedOf(written.slice(index * 3, index * 3 + 3) as Written, now));
  },
  commitOne: insertOne,
});
