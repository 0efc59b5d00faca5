// The upgrade that came with Markdown bodies (docs/stories.md): every body stored before it, in the posts and in
// their revisions, is rewritten once into the Markdown that reads the same (lib/story/plain-text-markdown.ts), so one
// renderer reads every post and two revisions stay comparable word by word.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { markdownOfPlainText } from "../../lib/story/plain-text-markdown";
import { BODY_FIELDS, type BodyField } from "../../lib/validations/post-fields";
import { BATCH, rewriteRows } from "./rewrite-rows";
import { runOnce, type Transaction } from "./run-once";

export const MARKDOWN_BODIES = "markdown-bodies";

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

const rewritePosts = (tx: Transaction) =>
  rewriteRows(
    (skip) => tx.post.findMany({ select: { id: true, ...bodySelect }, orderBy: { id: "asc" }, skip, take: BATCH }),
    changed,
    ({ id }, data) => tx.post.update({ where: { id }, data }),
  );

const rewriteRevisions = (tx: Transaction) =>
  rewriteRows(
    (skip) =>
      tx.postRevision.findMany({
        select: { postId: true, number: true, ...bodySelect },
        orderBy: [{ postId: "asc" }, { number: "asc" }],
        skip,
        take: BATCH,
      }),
    changed,
    ({ postId, number }, data) => tx.postRevision.update({ where: { postId_number: { postId, number } }, data }),
  );

/** How many posts and revisions were rewritten; null when the database had been upgraded already. */
export function escapeBodiesAsMarkdown(db: PrismaClient) {
  return runOnce(db, MARKDOWN_BODIES, async (tx) => ({
    posts: await rewritePosts(tx),
    revisions: await rewriteRevisions(tx),
  }));
}
