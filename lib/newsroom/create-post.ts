import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { DuplicatePostError } from "./errors";
import type { PostInput } from "../validations/post";
import { batchedWrites } from "../write-batch";

export type NewPost = PostInput & { savedBy: string };

const createdFields = {
  id: true,
  title: true,
  description: true,
  image: true,
  date: true,
  introduction: true,
  climax: true,
  conclusion: true,
  author: true,
  publishedAt: true,
  updatedAt: true,
} as const;

/** Published now, with its first revision. */
function insertPost({ savedBy, ...input }: NewPost) {
  const now = new Date();
  const { id, ...fields } = input;
  return db.post.create({
    data: {
      ...input,
      createdAt: now,
      status: "published",
      publishAt: now,
      publishedAt: now,
      updatedAt: now,
      liveAt: now,
      revisions: {
        create: { number: 1, slug: id, ...fields, status: "published", publishAt: now, savedAt: now, savedBy },
      },
    },
    select: createdFields,
  });
}

async function insertOne(input: NewPost) {
  try {
    return await insertPost(input);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DuplicatePostError(input.id);
    }
    throw error;
  }
}

/** Posts published at the same moment share one transaction, so one flush to disk (see write-batch.ts). */
export const createPost = batchedWrites({
  commitAll: (inputs: NewPost[]) => db.$transaction(inputs.map(insertPost)),
  commitOne: insertOne,
});
