// How a write stores a post's topics: in its own transaction, each topic made once by its slug, the links in order.
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { topicSlugOf } from "../validations/post-links";

/** A topic as readers and API clients see it: its address part and its name as first written. */
export type TopicRef = { slug: string; name: string };

/** A post's topics, for a Prisma select, in the editor's order. */
export const topicsSelect = {
  select: { topic: { select: { slug: true, name: true } } },
  orderBy: { position: "asc" },
} as const satisfies Prisma.Post$topicsArgs;

export const topicRefsOf = (links: { topic: TopicRef }[]): TopicRef[] => links.map(({ topic }) => topic);

/**
 * The topics, each created when no post had it yet; one that exists keeps its name as first written. INSERT … ON
 * CONFLICT DO NOTHING (SQLite and PostgreSQL alike): two writers naming a new topic at once never collide, and an
 * existing topic's row is not even locked. Nothing to run when there is no topic.
 */
export function ensureTopics(names: string[], client: Prisma.TransactionClient = db): Prisma.PrismaPromise<number>[] {
  if (names.length === 0) return [];
  const rows = names.map((name) => Prisma.sql`(${topicSlugOf(name)}, ${name})`);
  return [
    client.$executeRaw`INSERT INTO "Topic" ("slug", "name") VALUES ${Prisma.join(rows)} ON CONFLICT ("slug") DO NOTHING`,
  ];
}

/** The links of a new post's nested create. */
export const topicLinksOf = (names: string[]) =>
  names.map((name, position) => ({ topicSlug: topicSlugOf(name), position }));

/** Whether `names` say something else than the stored topics: another topic, or another order. */
export const topicsDiffer = (stored: TopicRef[], names: string[]) =>
  stored.map(({ slug }) => slug).join("/") !== names.map(topicSlugOf).join("/");

/** Replaces the post's topics inside the caller's transaction. */
export async function replaceTopics(tx: Prisma.TransactionClient, postId: string, names: string[]): Promise<void> {
  for (const upsert of ensureTopics(names, tx)) await upsert;
  await tx.postTopic.deleteMany({ where: { postId } });
  await tx.postTopic.createMany({ data: topicLinksOf(names).map((link) => ({ ...link, postId })) });
}
