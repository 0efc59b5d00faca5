import { callNewsApi, type ApiOutcome } from "../news-api";

export type TeamErrors = Record<"400" | "401" | "403" | "404" | "409" | "other", string>;

/** A change of the team through the API; on success the page is read again (a navigation brings a fresh token). */
export async function changeTeam(
  path: string,
  publishingToken: string | null,
  call: { method: "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown },
): Promise<ApiOutcome> {
  const outcome = await callNewsApi(path, publishingToken, call);
  if (outcome.ok) window.location.reload();
  return outcome;
}

/** What the page says for the API's refusal with that status; `other` for any status it names no sentence for. */
export const refusalOf = (errors: Partial<Record<string, string>> & { other: string }, status: number) =>
  errors[String(status)] ?? errors.other;
