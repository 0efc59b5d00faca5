// Which posts a person may change, and how (docs/team.md, "Roles and actions"): an Editor and an Administrador any
// post in any way; an Autor their own, save the trash; a Colaborador their own while it is a draft, and it stays one.
import "server-only";
import { holds, type Person } from "../team/rights";
import { db } from "../db";
import { PostRightError } from "./errors";
import { ACTIONS_BY_STATE, type PostAction } from "./post-actions";
import type { PostState } from "./post-state";

/** What the rule reads of a post, before or after a change. */
export type PostSide = { ownerId: string | null; status: string; trashedAt: Date | null };

/** Two moments, either possibly unset, are the same. */
export const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Why `person` may not turn `before` (null: a new post) into `after`; null when they may. */
export function refusalOf(person: Person, before: PostSide | null, after: PostSide): string | null {
  if (holds(person.role, "editAny")) return null;
  if (before && before.ownerId !== person.id)
    return "Only its owner, an Editor or an Administrador may change this post.";
  if (before && !sameInstant(before.trashedAt, after.trashedAt))
    return "Only an Editor or an Administrador moves a post to or from the trash.";
  if (person.role === "colaborador" && (before?.status ?? "draft") !== "draft")
    return "A Colaborador changes a post only while it is a draft.";
  if (person.role === "colaborador" && after.status !== "draft")
    return "A Colaborador's posts stay drafts: an Editor publishes them.";
  return null;
}

/** Throws PostRightError when `person` may not make the change. */
export function requirePostRight(person: Person, before: PostSide | null, after: PostSide): void {
  const refusal = refusalOf(person, before, after);
  if (refusal) throw new PostRightError(refusal);
}

/** Whether the post's editor pages open for `person`: theirs, or any for an Editor and an Administrador. */
export async function opensPost(person: Person, id: string): Promise<boolean> {
  if (holds(person.role, "editAny")) return true;
  const post = await db.post.findUnique({ where: { id }, select: { ownerId: true } });
  return post?.ownerId === person.id;
}

/** The post as a publication would leave it: whoever may make that change may publish it, and cover it live. */
export const asPublished = (post: PostSide): PostSide => ({ ...post, status: "published" });

/** Whether `person` may publish the post with this id: who may cover it live (docs/live.md). */
export async function publishesPost(person: Person, id: string): Promise<boolean> {
  const post = await db.post.findUnique({ where: { id }, select: { ownerId: true, status: true, trashedAt: true } });
  return post !== null && refusalOf(person, post, asPublished(post)) === null;
}

/** What each lifecycle button would make of a post, as refusalOf reads it. */
function afterAction(action: PostAction, before: PostSide): PostSide {
  if (action === "delete") return { ...before, trashedAt: new Date() };
  if (action === "restore") return { ...before, trashedAt: null };
  return { ...before, status: action === "unpublish" ? "draft" : "published" };
}

/**
 * The lifecycle buttons `person` may use on a post of theirs (`ownerId`) in `state`: the state's buttons, less those
 * the rule above would refuse, so the screens offer only what the server allows.
 */
export function actionsFor(person: Person, post: { ownerId: string | null; state: PostState }): PostAction[] {
  const before: PostSide = {
    ownerId: post.ownerId,
    status: post.state === "draft" || post.state === "trashed" ? "draft" : "published",
    trashedAt: post.state === "trashed" ? new Date(0) : null,
  };
  return ACTIONS_BY_STATE[post.state].filter(
    (action) => refusalOf(person, before, afterAction(action, before)) === null,
  );
}
