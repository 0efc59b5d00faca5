import "server-only";
import { cache } from "react";
import { db } from "./db";
import { Prisma } from "./generated/prisma/client";
import { mediaFor, type Media } from "./media/find-media";
import { visibleAt, wasOnlineBeforeTrash } from "./newsroom/post-state";
import type { RetiredAddresses, Retirement } from "./retired-posts";
import type { StoredCoverage } from "./newsroom/live-window";
import { postIdSchema } from "./validations/post";
import { BODY_FIELDS, type BodyField } from "./validations/post-fields";

/**
 * What each read of posts selects, declared once: a post's summary (the API's list, every card, the search's hits),
 * its body, and the reads made of them. Each read's type is its selection's.
 */
export const summaryFields = { id: true, title: true, description: true, image: true, date: true } as const;
const bodyFields = Object.fromEntries(BODY_FIELDS.map((field) => [field, true])) as Record<BodyField, true>;
const detailFields = { ...summaryFields, ...bodyFields, bodyText: true, author: true } as const;
const datesFields = { publishedAt: true, updatedAt: true } as const;
const { image: _image, ...summaryWords } = summaryFields;
export const indexedFields = { ...summaryWords, ...datesFields } as const;
/**
 * A live post's newest updates in its feed item, newest first (docs/live.md): a reader's app shows what came since it
 * last asked, and a feed of 20 posts must not parse a coverage's 500 updates each time it is rendered.
 */
export const FEED_LIVE_UPDATES = 50;
const feedLiveUpdates = {
  select: { id: true, text: true, image: true, imageAlt: true, createdAt: true, updatedAt: true },
  orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  take: FEED_LIVE_UPDATES,
} as const satisfies Prisma.LiveUpdateFindManyArgs;
export const feedFields = { ...indexedFields, ...bodyFields } as const;
const sitemapFields = { id: true, date: true, ...datesFields } as const;
/** A card of a list: the summary, and the alt text its image is drawn with. */
export const cardFields = { ...summaryFields, imageAlt: true } as const;

export type PostSummary = Record<keyof typeof summaryFields, string>;
/** A post whole, with its body's reader text (bodyText: what its reading time and JSON-LD count). */
export type PostDetail = Record<keyof typeof detailFields, string>;
/**
 * What a public page needs to draw a post's image besides its address: the editor's alt text and, when the image is
 * a photo uploaded here, its Media row (the variants are planned from it).
 */
export type PostCover = { imageAlt: string; media: Media | null };
/** A card of the home page or the news list. */
export type ListedPost = PostSummary & PostCover;

/**
 * A public post with the moments its dates are made of: its first publication and its last change. Every read here
 * asks visibleAt(), and a post online has been published, so publishedAt is set: Prisma's types cannot know it, and
 * the reads say so with `as`.
 */
export type StoredPost = PostDetail &
  PostCover &
  StoredCoverage & { publishedAt: Date; updatedAt: Date; eventId: string | null };
/** What the sitemaps and the feed need of a post: its words, its calendar day and when it went online. */
export type IndexedPost = Pick<StoredPost, keyof typeof indexedFields>;
/** A live update as a feed carries it. */
export type FeedLiveUpdate = Prisma.LiveUpdateGetPayload<typeof feedLiveUpdates>;
/** What a feed gives of a post: its index entry, its body, whole, and its live updates (content:encoded). */
export type FeedPost = IndexedPost & Record<BodyField, string> & { liveUpdates: FeedLiveUpdate[] };
/**
 * What a sitemap lists of a post: its address, its calendar day, when it went online and last changed, and when its
 * latest live update was written (none for most posts).
 */
export type SitemapPost = Pick<StoredPost, "id" | "date" | "publishedAt" | "updatedAt"> & {
  liveUpdates: { updatedAt: Date }[];
};

export const POSTS_PER_PAGE = 6;
export const HOME_POSTS = 8;

/**
 * Newest first: the editor's date, then the order of publication; both are in the index, with liveAt, so the
 * filter of every public read is answered from the index too.
 */
export const newestFirst = [
  { date: "desc" },
  { publishedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.PostOrderByWithRelationInput[];

/** A window of the newest-first list: at most `limit` posts after the first `offset`. */
export type ListRange = { limit?: number; offset?: number };

/** Which posts a list shows besides being online: all of them, or e.g. one author's (lib/authors/). */
export type ListFilter = Prisma.PostWhereInput;

/** Only what readers may see now, newest first. */
const newestFirstWindow = (range: ListRange, among: ListFilter = {}) => ({
  where: { ...among, ...visibleAt() },
  orderBy: newestFirst,
  take: range.limit,
  skip: range.offset,
});

export async function listPosts(range: ListRange = {}): Promise<PostSummary[]> {
  return db.post.findMany({ select: summaryFields, ...newestFirstWindow(range) });
}

/** The posts' uploads, read in one query for the whole list. */
export async function withMedia<T extends { image: string }>(posts: T[]): Promise<(T & Pick<PostCover, "media">)[]> {
  const media = await mediaFor(posts.map(({ image }) => image));
  return posts.map((post) => ({ ...post, media: media.get(post.image) ?? null }));
}

/** The cards of the public lists: the API's summaries, with what their images need. */
export async function listPostCards(range: ListRange = {}, among?: ListFilter): Promise<ListedPost[]> {
  return withMedia(await db.post.findMany({ select: cardFields, ...newestFirstWindow(range, among) }));
}

type SummaryRow = PostSummary & { publishedAt: Date };

// Quoted identifiers: PostgreSQL folds unquoted ones to lower case, SQLite accepts both.
const SUMMARY_COLUMNS = Prisma.raw(
  [...Object.keys(summaryFields), "publishedAt"].map((column) => `"${column}"`).join(", "),
);
const NEWEST_FIRST = Prisma.raw('"date" DESC, "publishedAt" DESC, "id" DESC');

/**
 * Every post of the news list, newest first, a batch at a time: each batch starts after the last row of the one
 * before (a keyset over the list's index), so the whole archive never sits in memory and no batch rescans the rows
 * before it.
 */
export async function* eachPostSummary(batchSize = 1000): AsyncGenerator<PostSummary[]> {
  const now = new Date();
  let after: SummaryRow | undefined;
  for (;;) {
    const rows: SummaryRow[] = after
      ? await db.$queryRaw`SELECT ${SUMMARY_COLUMNS} FROM "Post" WHERE "liveAt" <= ${now}
          AND ("date", "publishedAt", "id") < (${after.date}, ${after.publishedAt}, ${after.id})
          ORDER BY ${NEWEST_FIRST} LIMIT ${batchSize}`
      : await db.$queryRaw`SELECT ${SUMMARY_COLUMNS} FROM "Post" WHERE "liveAt" <= ${now}
          ORDER BY ${NEWEST_FIRST} LIMIT ${batchSize}`;
    if (rows.length === 0) return;
    yield rows.map(({ publishedAt: _publishedAt, ...summary }) => summary);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}

export async function countPosts(among: ListFilter = {}): Promise<number> {
  return db.post.count({ where: { ...among, ...visibleAt() } });
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** One page of the news list (or of the posts `among` picks), or null when the page is out of range. */
export async function listPostsPage(
  page: number,
  among?: ListFilter,
): Promise<{ posts: ListedPost[]; pages: number } | null> {
  const pages = pageCount(await countPosts(among));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const posts = await listPostCards({ limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE }, among);
  return { posts, pages };
}

/** Newest first, in the same order as the news list, with their bodies. */
export async function listFeedPosts(range: ListRange = {}): Promise<FeedPost[]> {
  const posts = await db.post.findMany({ select: feedFields, ...newestFirstWindow(range) });
  return withFeedLiveUpdates(posts) as Promise<FeedPost[]>;
}

/**
 * The posts with their newest live updates, FEED_LIVE_UPDATES at most each. Asked for within the posts' query, Prisma
 * reads every update of every post listed and keeps the newest in memory (its SQL says LIMIT -1): here one query
 * finds the posts that have updates, and one for each of them stops at the limit.
 */
export async function withFeedLiveUpdates<T extends { id: string }>(
  posts: T[],
): Promise<(T & { liveUpdates: FeedLiveUpdate[] })[]> {
  const covered = await db.liveUpdate.groupBy({ by: ["postId"], where: { postId: { in: posts.map(({ id }) => id) } } });
  const updates = new Map(
    await Promise.all(
      covered.map(
        async ({ postId }) =>
          [postId, await db.liveUpdate.findMany({ ...feedLiveUpdates, where: { postId } })] as const,
      ),
    ),
  );
  return posts.map((post) => ({ ...post, liveUpdates: updates.get(post.id) ?? [] }));
}

/**
 * Newest first, only the address and the two dates: a sitemap part lists 50,000 posts, and reading their titles
 * and descriptions too multiplied the server's memory while building one.
 */
export async function listSitemapPosts(range: ListRange = {}): Promise<SitemapPost[]> {
  const [posts, latest] = await Promise.all([
    db.post.findMany({ select: sitemapFields, ...newestFirstWindow(range) }),
    // One row per post ever covered live, its latest update's time, made by the database: asked for within the
    // posts' query, Prisma would read every update of the 50,000 posts listed to keep one each.
    db.liveUpdate.groupBy({ by: ["postId"], _max: { updatedAt: true } }),
  ]);
  const latestOf = new Map(latest.map(({ postId, _max }) => [postId, _max.updatedAt]));
  return posts.map((post) => {
    const updatedAt = latestOf.get(post.id);
    return { ...(post as Omit<SitemapPost, "liveUpdates">), liveUpdates: updatedAt ? [{ updatedAt }] : [] };
  });
}

/** The latest calendar day, first publication and change among the posts online. */
export type NewestTimes = { date: string; publishedAt: Date; updatedAt: Date };

export async function newestPostTimes(): Promise<NewestTimes | undefined> {
  const { _max } = await db.post.aggregate({
    where: visibleAt(),
    _max: { date: true, publishedAt: true, updatedAt: true },
  });
  const { date, publishedAt, updatedAt } = _max;
  return date && publishedAt && updatedAt ? { date, publishedAt, updatedAt } : undefined;
}

/** Posts whose calendar day lies between `first` and `last` (YYYY-MM-DD, both included), newest first. */
export async function listPostsDatedBetween(first: string, last: string): Promise<IndexedPost[]> {
  return db.post.findMany({
    select: indexedFields,
    where: { ...visibleAt(), date: { gte: first, lte: last } },
    orderBy: newestFirst,
  }) as Promise<IndexedPost[]>;
}

/** When the next scheduled post comes online: the first liveAt after `now`, from the liveAt index. */
export async function nextLiveAt(now: Date): Promise<Date | null> {
  const { _min } = await db.post.aggregate({ where: { liveAt: { gt: now } }, _min: { liveAt: true } });
  return _min.liveAt;
}

export async function getPost(id: string): Promise<PostDetail | null> {
  return db.post.findUnique({ where: { id }, select: detailFields });
}

const coverageFields = { coverageStart: true, coverageEnd: true } as const;
const storedFields = { ...detailFields, ...datesFields, ...coverageFields, imageAlt: true, eventId: true } as const;

/**
 * A post page's read, with the moments its published and modified dates are made of: an id that is no slug, or a
 * post that is not online, is simply no post; read once per render, however many callers (with its upload's Media
 * row, a second query, when its image is a photo uploaded here).
 */
export const findPost = cache(async (rawId: string): Promise<StoredPost | null> => {
  const id = postIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const post = await db.post.findFirst({ where: { id: id.data, ...visibleAt() }, select: storedFields });
  if (!post) return null;
  const [withUpload] = await withMedia([post]);
  return withUpload as StoredPost;
});

/**
 * Every retired address (lib/retired-posts.ts): a post in the trash that was online, and every former id of it,
 * answers 410; a purged one too; a former id of any other post answers 308 once that post is online. Three reads,
 * done at start and after each change, never per request.
 */
export async function readRetiredAddresses(): Promise<RetiredAddresses> {
  const lifeFields = { liveAt: true, trashedAt: true, publishedAt: true } as const;
  const [trashed, redirects, purged] = await Promise.all([
    db.post.findMany({ where: { trashedAt: { not: null } }, select: { id: true, ...lifeFields } }),
    db.postRedirect.findMany({ select: { fromId: true, toId: true, post: { select: lifeFields } } }),
    db.gonePost.findMany({ select: { id: true } }),
  ]);
  const gone: Retirement = { status: 410 };
  const addresses = new Map<string, Retirement>();
  for (const { id } of [...trashed.filter(wasOnlineBeforeTrash), ...purged]) addresses.set(id, gone);
  for (const { fromId, toId, post } of redirects) {
    if (wasOnlineBeforeTrash(post)) addresses.set(fromId, gone);
    else if (post.liveAt) addresses.set(fromId, { status: 308, to: toId, liveAt: post.liveAt.getTime() });
  }
  return addresses;
}
