import { PUBLISHING_TOKEN_HEADER } from "@/lib/editor-credential-names";

/** `fieldCodes`: field name -> the API's code for its problem. `version`: the post's ETag, unquoted, when sent. */
export type ApiOutcome =
  | { ok: true; status: number; body: unknown; version: number | null }
  | { ok: false; status: number; code: string | null; fieldCodes: Record<string, unknown> };

type Call = { method: "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; ifMatch?: number };

const versionOf = (etag: string | null) => (etag && /^"\d+"$/.test(etag) ? Number(etag.slice(1, -1)) : null);

/**
 * A change through the news API, as the editor makes it: the session cookie is the credential, with the token the
 * editor's page received when it was opened; no password or API credential lives in the browser. Every check of the
 * change is the API's.
 */
export async function callNewsApi(path: string, publishingToken: string | null, call: Call): Promise<ApiOutcome> {
  try {
    const response = await fetch(path, {
      method: call.method,
      headers: {
        ...(call.body !== undefined && { "Content-Type": "application/json" }),
        ...(publishingToken && { [PUBLISHING_TOKEN_HEADER]: publishingToken }),
        ...(call.ifMatch !== undefined && { "If-Match": `"${call.ifMatch}"` }),
      },
      credentials: "same-origin",
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok)
      return { ok: true, status: response.status, body, version: versionOf(response.headers.get("ETag")) };
    console.error("Publishing failed", call.method, path, response.status, body);
    const error = (body as { error?: { code?: unknown; fieldCodes?: Record<string, unknown> } } | null)?.error;
    const code = typeof error?.code === "string" ? error.code : null;
    return { ok: false, status: response.status, code, fieldCodes: error?.fieldCodes ?? {} };
  } catch (failure) {
    console.error("Publishing failed", call.method, path, failure);
    return { ok: false, status: 0, code: null, fieldCodes: {} };
  }
}

/** A 403 for the person's role (lib/team/rights.ts), not for the page: reloading would not help. */
export const refusedForRole = (outcome: ApiOutcome) => !outcome.ok && outcome.code === "not_permitted";

export const postApiPath = (id: string) => `/edmNews/${encodeURIComponent(id)}`;
