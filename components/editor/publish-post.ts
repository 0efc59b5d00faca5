import { PUBLISHING_TOKEN_HEADER } from "@/lib/editor/publishing-token-header";
import type { PostValues } from "./post-values";

/** `fieldCodes`: field name -> the API's code for its problem. */
export type PublishOutcome = { ok: true } | { ok: false; status: number; fieldCodes: Record<string, unknown> };

/**
 * The editor's session cookie is the credential, with the token /createPost received when it was
 * opened; no password or API credential lives in the browser.
 */
export async function publishPost(values: PostValues, publishingToken: string | null): Promise<PublishOutcome> {
  try {
    const response = await fetch("/edmNews/createNews", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(publishingToken && { [PUBLISHING_TOKEN_HEADER]: publishingToken }),
      },
      credentials: "same-origin",
      body: JSON.stringify(values),
    });
    if (response.status === 201) return { ok: true };
    const body = (await response.json().catch(() => null)) as {
      error?: { fieldCodes?: Record<string, unknown> };
    } | null;
    console.error("Publishing failed", response.status, body);
    return { ok: false, status: response.status, fieldCodes: body?.error?.fieldCodes ?? {} };
  } catch (failure) {
    console.error("Publishing failed", failure);
    return { ok: false, status: 0, fieldCodes: {} };
  }
}
