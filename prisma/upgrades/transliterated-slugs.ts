// The upgrade that came with transliterated slugs (lib/text/fold.ts): topics and authors stored under the former rule,
// which dropped every letter outside ASCII, are carried to the slugs their names make now, and each former address
// answers 308 to the new one.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { carryAuthors } from "./author-slugs";
import { runOnce } from "./run-once";
import { carryTopics } from "./topic-slugs";

export const TRANSLITERATED_SLUGS = "transliterated-slugs";

/** What moved; null when the database had been carried over already. */
export function transliterateSlugs(db: PrismaClient) {
  return runOnce(db, TRANSLITERATED_SLUGS, async (tx) => ({
    topics: await carryTopics(tx),
    authors: await carryAuthors(tx),
  }));
}
