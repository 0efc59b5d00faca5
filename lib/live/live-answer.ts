// GET /post/{id}/en-vivo.json's answer (docs/live.md): the newest updates of a live post, small enough for every open
// page to ask every few seconds, the same bytes for every reader so that the proxy's cache serves them all.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { storyHtml } from "../story/story-html";
import type { LiveAnswer } from "./live-answer-shape";

/** An open page asks often: the newest are what it lacks; a reader away longer reloads the page. */
export const LIVE_ANSWER_NEWEST = 20;

export async function liveAnswerOf(postId: string): Promise<LiveAnswer> {
  const [total, newest] = await Promise.all([
    db.liveUpdate.count({ where: { postId } }),
    db.liveUpdate.findMany({
      where: { postId },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: LIVE_ANSWER_NEWEST,
    }),
  ]);
  const updates = await Promise.all(
    newest.map(async ({ id, createdAt, pinned, text, image, imageAlt }) => ({
      id,
      at: createdAt.toISOString(),
      pinned,
      html: await storyHtml(text, { siteUrl: env().SITE_URL }),
      image: image ? { src: image, alt: imageAlt } : null,
    })),
  );
  return { total, updates };
}
