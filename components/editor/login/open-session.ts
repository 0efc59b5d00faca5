import { markAuthenticated } from "./authenticated-flag";

/**
 * Sends a form's JSON to an endpoint that opens a session (/session, /session/bienvenida): on success sets the
 * specification's flag and loads `target` whole (so it receives its publishing token) and answers null; otherwise
 * answers the refusal's status, 0 when no answer came.
 */
export async function openSession(path: string, body: unknown, target: () => string): Promise<number | null> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    if (!response.ok) return response.status;
    markAuthenticated();
    window.location.assign(target());
    return null;
  } catch (failure) {
    console.error("Signing in failed", path, failure);
    return 0;
  }
}
