import type { PrismaClient } from "../lib/generated/prisma/client";
import { bodyTextOf } from "../lib/story/body-text";
import { postInputSchema } from "../lib/validations/post";
import { topicSlugOf, topicsSchema } from "../lib/validations/post-links";
import { SAMPLE_IMAGE } from "./sample-image";
import { samplePosts, type SamplePost } from "./sample-posts";
import { seedEventsIfNone } from "./seed-events";

const samplePostSchema = postInputSchema.extend({ image: SAMPLE_IMAGE, topics: topicsSchema });

/** A sample post published at `at`, with its first revision and its topics. */
function publishedSample(db: PrismaClient, { id, topics, ...fields }: SamplePost, bodyText: string, at: Date) {
  const published = { status: "published", publishAt: at } as const;
  return db.post.create({
    data: {
      id,
      ...fields,
      bodyText,
      ...published,
      createdAt: at,
      publishedAt: at,
      updatedAt: at,
      liveAt: at,
      revisions: { create: { number: 1, slug: id, ...fields, ...published, savedAt: at, savedBy: "sample" } },
      topics: {
        create: topics.map((name, position) => ({
          position,
          topic: { connectOrCreate: { where: { slug: topicSlugOf(name) }, create: { slug: topicSlugOf(name), name } } },
        })),
      },
    },
  });
}

/** The sample posts, into a database that has none. */
async function seedPostsIfNone(db: PrismaClient): Promise<number> {
  if ((await db.post.count()) > 0) return 0;
  const base = Date.UTC(2025, 0, 1);
  const posts = samplePosts.map((post) => samplePostSchema.parse(post));
  const bodyTexts = await Promise.all(posts.map(bodyTextOf));
  await db.$transaction(
    posts.map((post, index) => publishedSample(db, post, bodyTexts[index], new Date(base + index * 60_000))),
  );
  return samplePosts.length;
}

/**
 * Fills an empty database with the sample coverage and its festivals, dated from `now`; a database that has posts
 * keeps them, and gets the sample events only if its posts are the samples (prisma/seed-events.ts).
 */
export async function seedIfEmpty(db: PrismaClient, now = new Date()): Promise<{ posts: number; events: number }> {
  const posts = await seedPostsIfNone(db);
  return { posts, events: await seedEventsIfNone(db, now) };
}
