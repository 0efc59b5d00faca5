import { markAuthenticated } from "./authenticated-flag";
import { isSuccess, postJson } from "./post-json";

/**
 * Sends a form's JSON to an endpoint that opens a session (/session, /session/bienvenida): on success sets the
 * specification's flag and loads `target` whole (so it receives its publishing token) and answers null; otherwise
 * answers the refusal's status, 0 when no answer came.
 */
export async function openSession(path: string, body: unknown, target: () => string): Promise<number | null> {
  const status = await postJson(path, body);
  if (!isSuccess(status)) return status;
  markAuthenticated();
  window.location.assign(target());
  return null;
}
