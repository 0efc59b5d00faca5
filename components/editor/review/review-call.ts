import { callNewsApi, postApiPath, refusedForRole } from "../news-api";
import { say } from "../say";

/** The words of a review call's outcomes; each keeps its {title} for the browser to fill. */
export type ReviewCallLabels = {
  working: string;
  notWaiting: string;
  notPermitted: string;
  sessionExpired: string;
  reload: string;
  failed: string;
};

/**
 * A review call (`""`: send to review, `"/return"`: send back with a note) through the news API, as the editor makes
 * it. Answers null when it was done, otherwise what to tell the person, or the note's field code for the form.
 */
export async function callReview(
  post: { id: string; title: string },
  path: "" | "/return",
  publishingToken: string | null,
  labels: ReviewCallLabels,
  body?: { note: string },
): Promise<{ done: true } | { done: false; message: string; noteCode?: string }> {
  const outcome = await callNewsApi(`${postApiPath(post.id)}/review${path}`, publishingToken, { method: "POST", body });
  if (outcome.ok) return { done: true };
  const noteCode = typeof outcome.fieldCodes.note === "string" ? outcome.fieldCodes.note : undefined;
  const problems: Record<number, string> = {
    401: labels.sessionExpired,
    403: refusedForRole(outcome) ? labels.notPermitted : labels.reload,
    409: labels.notWaiting,
  };
  return { done: false, message: say(problems[outcome.status] ?? labels.failed, { title: post.title }), noteCode };
}
