// The en-vivo page's calls: the post's updates through the news API (docs/live.md), and what a refusal tells the editor.
import { postApiPath, refusedForRole, type ApiOutcome } from "../news-api";

export type LiveProblemLabels = {
  sessionExpired: string;
  notPermitted: string;
  reload: string;
  postGone: string;
  updateGone: string;
  full: string;
  failed: string;
};

export const liveUpdatesPath = (postId: string) => `${postApiPath(postId)}/updates`;
export const liveUpdatePath = (postId: string, updateId: string) =>
  `${liveUpdatesPath(postId)}/${encodeURIComponent(updateId)}`;

/**
 * What a refused call means to the editor. A 404 of an update's own address is the update gone (deleted in another
 * tab); of the list's, the post (`aboutUpdate` false). A 409 is the post holding the most updates it may.
 */
export function liveProblemOf(outcome: ApiOutcome, labels: LiveProblemLabels, aboutUpdate: boolean): string {
  if (outcome.ok) return "";
  if (outcome.status === 403) return refusedForRole(outcome) ? labels.notPermitted : labels.reload;
  if (outcome.status === 404) return aboutUpdate ? labels.updateGone : labels.postGone;
  const problems: Record<number, string> = { 401: labels.sessionExpired, 409: labels.full, 410: labels.postGone };
  return problems[outcome.status] ?? labels.failed;
}
