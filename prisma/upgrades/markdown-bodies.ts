// The upgrade that came with Markdown bodies (docs/stories.md): every body stored before it, in the posts and in
// their revisions, is rewritten once into the Markdown that reads the same (lib/story/plain-text-markdown.ts), so one
// renderer reads every post and two revisions stay comparable word by word.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { markdownOfPlainText } from "../../lib/story/plain-text-markdown";
import { BODY_FIELDS, type BodyField } from "../../lib/validations/post";
import { runOnce, type Transaction } from "./run-once";

export const MARKDOWN_BODIES = "markdown-bodies";

/** Rows read at a time: an archive of 100,000 posts is never in memory at once. */
const BATCH = 500;

type Body = Record<BodyField, string>;

/** The fields that change, or null when the body reads the same as Markdown already (most do). */
function changed(body: Body): Partial<Body> | null {
  const changes = Object.fromEntries(
    BODY_FIELDS.map((field) => [field, markdownOfPlainText(body[field])] as const).filter(
      ([field, markdown]) => markdown !== body[field],
    ),
  );
  return Object.keys(changes).length > 0 ? changes : null;
}

const bodySelect = Object.fromEntries(BODY_FIELDS.map((field) => [field, true])) as Record<BodyField, true>;

/** Reads every row, a batch at a time in a fixed order, and writes the ones whose body changes; how many it wrote. */
async function rewriteAll<Row extends Body>(
  read: (skip: number) => Promise<Row[]>,
  write: (row: Row, data: Partial<Body>) => Promise<unknown>,
): Promise<number> {
  let rewritten = 0;
  for (let skip = 0; ; skip += BATCH) {
    const rows = await read(skip);
    for (const row of rows) {
      const data = changed(row);
      if (!data) continue;
      await write(row, data);
      rewritten++;
    }
    if (rows.length < BATCH) return rewritten;
  }
}

const rewritePosts = (tx: Transaction) =>
  rewriteAll(
    (skip) => tx.post.findMany({ select: { id: true, ...bodySelect }, orderBy: { id: "asc" }, skip, take: BATCH }),
    ({ id }, data) => tx.post.update({ where: { id }, data }),
  );

const rewriteRevisions = (tx: Transaction) =>
  rewriteAll(
    (skip) =>
      tx.postRevision.findMany({
        select: { postId: true, number: true, ...bodySelect },
        orderBy: [{ postId: "asc" }, { number: "asc" }],
        skip,
        take: BATCH,
      }),
    ({ postId, number }, data) => tx.postRevision.update({ where: { postId_number: { postId, number } }, data }),
  );

/** How many posts and revisions were rewritten; null when the database had been upgraded already. */
export function escapeBodiesAsMarkdown(db: PrismaClient) {
  return runOnce(db, MARKDOWN_BODIES, async (tx) => ({
    posts: await rewritePosts(tx),
    revisions: await rewriteRevisions(tx),
  }));
}
