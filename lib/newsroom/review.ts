// The review (docs/team.md, step 10): the owner of a draft, a Colaborador or an Autor, sends it "a revisión"; an Editor
// publishes it through the ordinary publish path (lib/newsroom/change-post.ts empties both marks) or sends it back
// with a note. The marks are columns beside status, which stays "draft", so no public read knows of the review.
import "server-only";
import { record } from "../audit/record";
import { serializable } from "../db-transaction";
import type { Prisma } from "../generated/prisma/client";
import { holds, type Person } from "../team/rights";
import { missingPost } from "./editable-post";
import { PostRightError, PostStateConflictError } from "./errors";
import { stateOf } from "./post-state";

const reviewedFields = {
  ownerId: true,
  status: true,
  publishAt: true,
  trashedAt: true,
  reviewRequestedAt: true,
} as const;

/** The post as the review reads it, in the write's transaction; only a draft outside the trash is reviewed. */
async function draftOf(tx: Prisma.TransactionClient, id: string, now: Date) {
  const post = await tx.post.findUnique({ where: { id }, select: reviewedFields });
  if (!post) throw await missingPost(id, tx);
  return { post, isDraft: stateOf(post, now) === "draft" };
}

/** Whether `person` is one who sends this post to review: its owner, a Colaborador or an Autor. */
export const sendsToReview = (person: Person, ownerId: string | null) =>
  ownerId === person.id && !holds(person.role, "editAny");

/** Its owner sends the draft to the Editors' queue; sent again while it waits, it keeps its place. */
export async function requestReview(id: string, person: Person, now: Date = new Date()): Promise<Date> {
  return serializable(async (tx) => {
    const { post, isDraft } = await draftOf(tx, id, now);
    if (!sendsToReview(person, post.ownerId))
      throw new PostRightError("Only the post's owner, a Colaborador or an Autor, sends it to review.");
    if (!isDraft) throw new PostStateConflictError(`The post "${id}" is not a draft: only a draft is sent to review.`);
    if (post.reviewRequestedAt) return post.reviewRequestedAt;
    await tx.post.update({ where: { id }, data: { reviewRequestedAt: now, reviewReturnedAt: null } });
    await record(tx, { actorId: person.id, kind: "review-requested", subject: id, at: now });
    return now;
  });
}

/** An Editor sends a waiting draft back to its writer with a note; it is a plain draft again. */
export async function returnFromReview(id: string, person: Person, note: string, now: Date = new Date()) {
  if (!holds(person.role, "editAny")) throw new PostRightError("Only an Editor sends a post back from review.");
  return serializable(async (tx) => {
    const { post, isDraft } = await draftOf(tx, id, now);
    if (!isDraft || !post.reviewRequestedAt)
      throw new PostStateConflictError(`The post "${id}" is not waiting for review.`);
    await tx.post.update({ where: { id }, data: { reviewRequestedAt: null, reviewReturnedAt: now } });
    const stored = await tx.reviewNote.create({
      data: { postId: id, accountId: person.id, note, createdAt: now },
      select: { id: true, note: true, createdAt: true },
    });
    await record(tx, {
      actorId: person.id,
      kind: "review-returned",
      subject: id,
      detail: { note: stored.id },
      at: now,
    });
    return stored;
  });
}
