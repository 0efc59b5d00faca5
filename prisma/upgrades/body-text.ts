// The upgrade that came with the stored reader's text (Post.bodyText): every post's is written once from its
// Markdown, replacing the Markdown itself that the migration filled it with, and the search index follows (its
// triggers read bodyText). Runs after the Markdown bodies upgrade, which may rewrite the bodies it reads.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { bodyTextOf } from "../../lib/story/body-text";
import { BODY_FIELDS, type BodyField } from "../../lib/validations/post-fields";
import { BATCH, rewriteRows } from "./rewrite-rows";
import { runOnce } from "./run-once";

export const BODY_TEXT = "body-text";

type Row = Record<BodyField, string> & { id: string; bodyText: string };

const select = { id: true, bodyText: true, ...Object.fromEntries(BODY_FIELDS.map((field) => [field, true])) } as {
  [Key in keyof Row]: true;
};

async function changed(row: Row): Promise<{ bodyText: string } | null> {
  const bodyText = await bodyTextOf(row);
  return bodyText === row.bodyText ? null : { bodyText };
}

/** How many posts got their reader's text; null when the database had been upgraded already. */
export function storeBodyTexts(db: PrismaClient) {
  return runOnce(db, BODY_TEXT, (tx) =>
    rewriteRows(
      (skip) => tx.post.findMany({ select, orderBy: { id: "asc" }, skip, take: BATCH }),
      changed,
      ({ id }, data) => tx.post.update({ where: { id }, data }),
    ),
  );
}
