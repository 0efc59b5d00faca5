import "server-only";
import { db } from "@/lib/db";
import { reviewStateOf, type ReviewState } from "@/lib/newsroom/post-state";

/** A draft in "Por revisar": what the Editor needs to open it, publish it or send it back. */
export type WaitingPost = { id: string; title: string; writer: string | null; requestedAt: Date; version: number };

/** What a post's editor page says of its review: waiting since when, or sent back with the latest note. */
export type PostReview = {
  ownerId: string | null;
  writer: string | null;
  state: ReviewState | null;
  requestedAt: Date | null;
  note: { text: string; by: string; at: Date } | null;
};

/** The drafts waiting for review, the longest waiting first; a range, so SQLite reads the index, not every row. */
export async function listReviewQueue(): Promise<WaitingPost[]> {
  const rows = await db.post.findMany({
    where: { reviewRequestedAt: { gt: new Date(0) }, trashedAt: null, status: "draft" },
    select: { id: true, title: true, reviewRequestedAt: true, version: true, owner: { select: { name: true } } },
    orderBy: [{ reviewRequestedAt: "asc" }, { id: "asc" }],
  });
  return rows.map(({ owner, reviewRequestedAt, ...row }) => ({
    ...row,
    writer: owner?.name ?? null,
    requestedAt: reviewRequestedAt!,
  }));
}

/** The review of one post; the note only while the draft stands returned, until its writer sends it again. */
export async function reviewOfPost(id: string): Promise<PostReview> {
  const post = await db.post.findUnique({
    where: { id },
    select: {
      ownerId: true,
      owner: { select: { name: true } },
      reviewRequestedAt: true,
      reviewReturnedAt: true,
      reviewNotes: {
        select: { note: true, createdAt: true, account: { select: { name: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
      },
    },
  });
  const state = post ? reviewStateOf(post) : null;
  const latest = post?.reviewNotes[0];
  return {
    ownerId: post?.ownerId ?? null,
    writer: post?.owner?.name ?? null,
    state,
    requestedAt: post?.reviewRequestedAt ?? null,
    note: state === "returned" && latest ? { text: latest.note, by: latest.account.name, at: latest.createdAt } : null,
  };
}
