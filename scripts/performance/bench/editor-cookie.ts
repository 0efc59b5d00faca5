import type { NextServer } from "../../infra/next-server";

/** The editor's session cookie, signed in as the editor's browser does: its own origin, JSON credentials. */
export async function editorCookie(server: NextServer, env: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.url}/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: env.SITE_URL },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
