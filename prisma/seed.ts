import { z } from "zod";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { postInputSchema } from "../lib/validations/post";
import { samplePosts } from "./sample-posts";

/** Sample images ship with the site, so they are paths under /images rather than URLs. */
const samplePostSchema = postInputSchema.extend({ image: z.string().regex(/^\/images\/[\w./-]+$/) });

/** Fills an empty database with the sample coverage; a database that has posts is left alone. */
export async function seedIfEmpty(db: PrismaClient): Promise<number> {
  if ((await db.post.count()) > 0) return 0;
  const base = Date.UTC(2025, 0, 1);
  await db.$transaction(
    samplePosts.map((post, index) =>
      db.post.create({
        data: { ...samplePostSchema.parse(post), createdAt: new Date(base + index * 60_000) },
      }),
    ),
  );
  return samplePosts.length;
}
