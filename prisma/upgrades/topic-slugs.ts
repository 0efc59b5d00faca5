// Topics whose slug or name the current rules would write otherwise get them: their links follow, and their former
// slug answers 308 to the new one (TopicRedirect).
import { plainName } from "../../lib/text/plain-name";
import { topicSlugOf } from "../../lib/validations/post-links";
import type { Transaction } from "./run-once";

export type MovedSlug = { from: string; to: string };

type Change = MovedSlug & { name: string };

/** No slug holds a "~": a moving topic waits here, so that one moving onto another's former slug finds it free. */
const parked = (index: number) => `~moving-${index}`;

/** The SQLite driver binds at most 999 values a statement. */
const BATCH = 500;
const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );

function changeOf({ slug, name }: { slug: string; name: string }): Change | null {
  const plain = plainName(name).trim();
  const to = topicSlugOf(plain);
  return to !== "" && (to !== slug || plain !== name) ? { from: slug, to, name: plain } : null;
}

/**
 * The parked topic takes its new slug, or joins the topic that already has it: that one keeps its name, gains the
 * links (a post that had both keeps the earlier place of the two) and the redirects that named the parked one.
 */
async function settle(tx: Transaction, from: string, { to, name }: Change): Promise<void> {
  if (!(await tx.topic.findUnique({ where: { slug: to } }))) {
    await tx.topic.update({ where: { slug: from }, data: { slug: to, name } });
    return;
  }
  const moving = await tx.postTopic.findMany({ where: { topicSlug: from }, select: { postId: true, position: true } });
  for (const batch of batches(moving)) {
    const staying = await tx.postTopic.findMany({
      where: { topicSlug: to, postId: { in: batch.map(({ postId }) => postId) } },
      select: { postId: true, position: true },
    });
    for (const link of staying) {
      const position = Math.min(link.position, batch.find(({ postId }) => postId === link.postId)!.position);
      await tx.postTopic.update({
        where: { postId_topicSlug: { postId: link.postId, topicSlug: to } },
        data: { position },
      });
    }
    await tx.postTopic.deleteMany({ where: { topicSlug: from, postId: { in: staying.map(({ postId }) => postId) } } });
  }
  await tx.postTopic.updateMany({ where: { topicSlug: from }, data: { topicSlug: to } });
  await tx.topicRedirect.updateMany({ where: { toSlug: from }, data: { toSlug: to } });
  await tx.topic.delete({ where: { slug: from } });
}

/** Every topic carried to the rules of lib/validations/post.ts; the slugs that moved. */
export async function carryTopics(tx: Transaction): Promise<MovedSlug[]> {
  const topics = await tx.topic.findMany({ select: { slug: true, name: true }, orderBy: { slug: "asc" } });
  const changes = topics.map(changeOf).filter((change): change is Change => change !== null);
  const moves = changes.filter(({ from, to }) => from !== to);
  for (const [index, { from }] of moves.entries()) {
    await tx.topic.update({ where: { slug: from }, data: { slug: parked(index) } });
  }
  for (const { from, name } of changes.filter(({ from, to }) => from === to)) {
    await tx.topic.update({ where: { slug: from }, data: { name } });
  }
  for (const [index, move] of moves.entries()) {
    await settle(tx, parked(index), move);
    await tx.topicRedirect.upsert({
      where: { fromSlug: move.from },
      create: { fromSlug: move.from, toSlug: move.to },
      update: { toSlug: move.to },
    });
  }
  return moves.map(({ from, to }) => ({ from, to }));
}
