import { callNewsApi, type ApiOutcome } from "../news-api";
import { refusalOf } from "../team/team-call";

/** What the account page says for each refusal of a change of the person's own account. */
export type AccountErrors = Record<"400" | "401" | "403" | "other", string>;

/** What the account page says for each refusal of a change of the person's keys (API keys, passkeys). */
export type KeyErrors = AccountErrors & Record<"404", string> & Partial<Record<"409", string>>;

type Call = { method: "PUT" | "PATCH" | "DELETE"; body?: unknown };

/**
 * A change of the person's own account through the API, as the editor's session makes it; the refusal's sentence, or
 * null once it is done. `refusals` names what a status means for this change before the page's general sentences.
 */
export async function changeAccount(
  path: string,
  publishingToken: string | null,
  call: Call,
  errors: AccountErrors,
  refusals: (outcome: Extract<ApiOutcome, { ok: false }>) => string | undefined = () => undefined,
): Promise<string | null> {
  const outcome = await callNewsApi(path, publishingToken, call);
  if (outcome.ok) return null;
  return refusals(outcome) ?? refusalOf(errors, outcome.status);
}
