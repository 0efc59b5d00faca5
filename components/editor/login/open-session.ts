import { FACTOR_SETUP_PATH, SECOND_FACTOR_PATH } from "@/lib/editor/editor-paths";
import { markAuthenticated } from "./authenticated-flag";
import { isSuccess, sendJson } from "./post-json";

/** The answer of a password that opened a session waiting for its second factor (app/session/route.ts). */
const says = (answer: unknown, flag: "secondFactor" | "factorSetup") =>
  typeof answer === "object" && answer !== null && (answer as Record<string, unknown>)[flag] === true;

/**
 * Sends a form's JSON to an endpoint that opens a session (/session, /session/passkey, /session/codigo...): on success
 * sets the specification's flag and loads `target` whole (so it receives its publishing token) and answers null; when
 * the session still waits for its second factor, loads the code's page, which goes on to `target`, without the flag;
 * when the person must first add a second factor, loads their account page at its notice, with the flag;
 * otherwise answers the refusal's status, 0 when no answer came.
 */
export async function openSession(path: string, body: unknown, target: () => string): Promise<number | null> {
  const { status, answer } = await sendJson(path, body);
  if (!isSuccess(status)) return status;
  if (says(answer, "secondFactor")) {
    const { pathname, search, hash } = new URL(target());
    const codePage = new URL(SECOND_FACTOR_PATH, window.location.origin);
    codePage.search = String(new URLSearchParams({ next: `${pathname}${search}${hash}` }));
    window.location.assign(codePage.href);
    return null;
  }
  markAuthenticated();
  window.location.assign(says(answer, "factorSetup") ? FACTOR_SETUP_PATH : target());
  return null;
}
