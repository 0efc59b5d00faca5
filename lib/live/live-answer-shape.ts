// What GET /post/{id}/en-vivo.json answers (lib/live/live-answer.ts) and the reader's page reads (LiveFollower).

/** One update as a reader's open page adds it: its anchor's id, its times, and its text already as safe HTML. */
export type LiveAnswerUpdate = {
  id: string;
  at: string;
  pinned: boolean;
  /** The story renderer's sanitised HTML of its Markdown, embeds as plain links. */
  html: string;
  image: { src: string; alt: string } | null;
};

/** The newest updates (the pinned among them), newest first, and how many the post holds. */
export type LiveAnswer = { total: number; updates: LiveAnswerUpdate[] };

/** Where a reader's page asks for it. */
export const liveAnswerPath = (postId: string) => `/post/${postId}/en-vivo.json`;
export const isLiveAnswerPath = (path: string) => /^\/post\/[^/]+\/en-vivo\.json$/.test(path);

/** How often an open page asks: with the proxy's one-second cache, a new update shows within 11 s. */
export const LIVE_POLL_MS = 10_000;
