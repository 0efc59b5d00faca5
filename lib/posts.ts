import "server-only";
import { cache } from "react";
import { db } from "./db";
import { Prisma } from "./generated/prisma/client";
import { postIdSchema, type PostInput } from "./validations/post";
import { batchedWrites } from "./write-batch";

export type PostSummary = { id: string; title: string; description: string; image: string; date: string };
export type PostDetail = PostSummary & { introduction: string; climax: string; conclusion: string; author: string };
export type StoredPost = PostDetail & { createdAt: Date };
/** What the sitemaps and the feed need of a post: its words, its calendar day and when it went online. */
export type IndexedPost = Pick<StoredPost, "id" | "title" | "description" | "date" | "createdAt">;
/** What a sitemap lists of a post: its address, its calendar day and when it went online. */
export type SitemapPost = Pick<StoredPost, "id" | "date" | "createdAt">;

export const POSTS_PER_PAGE = 6;
export const HOME_POSTS = 8;

const summaryFields = { id: true, title: true, description: true, image: true, date: true } as const;
const detailFields = {
  ...summaryFields,
  introduction: true,
  climax: true,
  conclusion: true,
  author: true,
} as const;

/** Newest first: the editor's date, then the order of publication; both are in the index. */
const newestFirst = [
  { date: "desc" },
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.PostOrderByWithRelationInput[];

export class DuplicatePostError extends Error {
  constructor(readonly id: string) {
    super(`A post with id "${id}" already exists`);
  }
}

/** A window of the newest-first list: at most `limit` posts after the first `offset`. */
export type ListRange = { limit?: number; offset?: number };

const newestFirstWindow = (range: ListRange) => ({ orderBy: newestFirst, take: range.limit, skip: range.offset });

export async function listPosts(range: ListRange = {}): Promise<PostSummary[]> {
  return db.post.findMany({ select: summaryFields, ...newestFirstWindow(range) });
}

type SummaryRow = PostSummary & { createdAt: Date };

/**
 * Every post of the news list, newest first, a batch at a time: each batch starts after the last row of the one
 * before (a keyset over the list's index), so the whole archive never sits in memory and no batch rescans the rows
 * before it.
 */
export async function* eachPostSummary(batchSize = 1000): AsyncGenerator<PostSummary[]> {
  let after: SummaryRow | undefined;
  for (;;) {
    const rows: SummaryRow[] = after
      ? await db.$queryRaw`SELECT id, title, description, image, date, createdAt FROM Post
          WHERE (date, createdAt, id) < (${after.date}, ${after.createdAt}, ${after.id})
          ORDER BY date DESC, createdAt DESC, id DESC LIMIT ${batchSize}`
      : await db.$queryRaw`SELECT id, title, description, image, date, createdAt FROM Post
          ORDER BY date DESC, createdAt DESC, id DESC LIMIT ${batchSize}`;
    if (rows.length === 0) return;
    yield rows.map(({ id, title, description, image, date }) => ({ id, title, description, image, date }));
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}

export async function countPosts(): Promise<number> {
  return db.post.count();
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** One page of the news list, or null when the page is out of range. */
export async function listPostsPage(page: number): Promise<{ posts: PostSummary[]; pages: number } | null> {
  const pages = pageCount(await countPosts());
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const posts = await listPosts({ limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE });
  return { posts, pages };
}

const indexedFields = { id: true, title: true, description: true, date: true, createdAt: true } as const;

/** Newest first, in the same order as the news list. */
export async function listIndexedPosts(range: ListRange = {}): Promise<IndexedPost[]> {
  return db.post.findMany({ select: indexedFields, ...newestFirstWindow(range) });
}

/**
 * Newest first, only the address and the two dates: a sitemap part lists 50,000 posts, and reading their titles
 * and descriptions too multiplied the server's memory while building one.
 */
export async function listSitemapPosts(range: ListRange = {}): Promise<SitemapPost[]> {
  return db.post.findMany({ select: { id: true, date: true, createdAt: true }, ...newestFirstWindow(range) });
}

/** The latest calendar day and the latest storing time in the archive (of any posts), or undefined when empty. */
export async function newestPostTimes(): Promise<{ date: string; createdAt: Date } | undefined> {
  const { _max } = await db.post.aggregate({ _max: { date: true, createdAt: true } });
  return _max.date && _max.createdAt ? { date: _max.date, createdAt: _max.createdAt } : undefined;
}

/** Posts whose calendar day lies between `first` and `last` (YYYY-MM-DD, both included), newest first. */
export async function listPostsDatedBetween(first: string, last: string): Promise<IndexedPost[]> {
  return db.post.findMany({ select: indexedFields, where: { date: { gte: first, lte: last } }, orderBy: newestFirst });
}

export async function getPost(id: string): Promise<PostDetail | null> {
  return db.post.findUnique({ where: { id }, select: detailFields });
}

const storedFields = { ...detailFields, createdAt: true } as const;

/**
 * A post page's read, with the storing time its published and modified dates are made of: an id that is no slug is
 * simply no post; one query per render, however many callers.
 */
export const findPost = cache(async (rawId: string): Promise<StoredPost | null> => {
  const id = postIdSchema.safeParse(rawId);
  return id.success ? db.post.findUnique({ where: { id: id.data }, select: storedFields }) : null;
});

const insertPost = (input: PostInput) => db.post.create({ data: input, select: storedFields });

async function insertOne(input: PostInput): Promise<StoredPost> {
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
export const createPost: (input: PostInput) => Promise<StoredPost> = batchedWrites({
  commitAll: (inputs: PostInput[]) => db.$transaction(inputs.map(insertPost)),
  commitOne: insertOne,
});
