import { env } from "../env";
import { SESSION_LIFETIME_MS } from "./session";

const isHttps = () => env().SITE_URL.startsWith("https:");

/** Over https the __Host- prefix also pins the cookie to this exact host, path / and Secure. */
export const sessionCookieName = () => (isHttps() ? "__Host-editor_session" : "editor_session");

export function sessionCookie(token: string) {
  return {
    name: sessionCookieName(),
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isHttps(),
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
  };
}

export const expiredSessionCookie = () => ({ ...sessionCookie(""), maxAge: 0 });

/** The session token from a raw Cookie header (route handlers receive a plain Request). */
export function sessionTokenFrom(cookieHeader: string | null): string | undefined {
  const name = sessionCookieName();
  for (const pair of cookieHeader?.split(";") ?? []) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
