// A post's live coverage (docs/live.md): its updates, written by whoever may publish the post.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../db";
import type { LiveUpdate } from "../generated/prisma/client";
import { missingPost } from "../newsroom/editable-post";
import { asPublished, requirePostRight } from "../newsroom/post-rights";
import type { Person } from "../team/rights";
import { LiveUpdateNotFoundError, LiveUpdatesFullError } from "./errors";

export type { LiveUpdate };

/** One every few minutes over a three-night festival; more is not a live blog any reader scrolls. */
export const LIVE_UPDATES_MAX = 500;

/** 8 characters of base64url: unique within a post by far, short in an address's fragment. */
const newUpdateId = () => randomBytes(6).toString("base64url");

export type LiveUpdateFields = { text: string; image?: string; imageAlt?: string; pinned?: boolean };

/** Throws unless the post exists and `person` may publish it: the people who may cover it live. */
async function requireCoverage(postId: string, person: Person): Promise<void> {
  const post = await db.post.findUnique({
    where: { id: postId },
    select: { ownerId: true, status: true, trashedAt: true },
  });
  if (!post) throw await missingPost(postId);
  requirePostRight(person, post, asPublished(post));
}

async function requireUpdate(postId: string, updateId: string): Promise<LiveUpdate> {
  const update = await db.liveUpdate.findUnique({ where: { id: updateId } });
  if (!update || update.postId !== postId) throw new LiveUpdateNotFoundError(postId, updateId);
  return update;
}

export async function addLiveUpdate(postId: string, fields: LiveUpdateFields, person: Person): Promise<LiveUpdate> {
  await requireCoverage(postId, person);
  if ((await db.liveUpdate.count({ where: { postId } })) >= LIVE_UPDATES_MAX)
    throw new LiveUpdatesFullError(LIVE_UPDATES_MAX);
  return db.liveUpdate.create({ data: { id: newUpdateId(), postId, ...fields } });
}

export async function changeLiveUpdate(
  postId: string,
  updateId: string,
  fields: Partial<LiveUpdateFields>,
  person: Person,
): Promise<LiveUpdate> {
  await requireCoverage(postId, person);
  await requireUpdate(postId, updateId);
  return db.liveUpdate.update({ where: { id: updateId }, data: { ...fields, updatedAt: new Date() } });
}

export async function removeLiveUpdate(postId: string, updateId: string, person: Person): Promise<void> {
  await requireCoverage(postId, person);
  await requireUpdate(postId, updateId);
  await db.liveUpdate.delete({ where: { id: updateId } });
}

/** The post's updates for the API: a post that does not exist (any more) is a 404 (410), not an empty list. */
export async function requireLiveUpdates(postId: string): Promise<LiveUpdate[]> {
  if (!(await db.post.findUnique({ where: { id: postId }, select: { id: true } }))) throw await missingPost(postId);
  return listLiveUpdates(postId);
}

/** The post's updates as its page shows them: the pinned first, then the newest first. */
export const listLiveUpdates = (postId: string): Promise<LiveUpdate[]> =>
  db.liveUpdate.findMany({
    where: { postId },
    orderBy: [{ pinned: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    take: LIVE_UPDATES_MAX,
  });
