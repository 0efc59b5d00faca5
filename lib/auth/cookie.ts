import "server-only";
import { env } from "../env";
import { DEVICE_COOKIE, HTTPS_COOKIE_PREFIX, SESSION_COOKIE } from "../editor-credential-names";
import { SESSION_LIFETIME_MS } from "./session";

/** A browser that signed in keeps its device cookie this long (see lib/auth/device.ts). */
export const DEVICE_LIFETIME_S = 400 * 24 * 60 * 60;

const isHttps = () => env().SITE_URL.startsWith("https:");

const editorCookieName = (name: string) => (isHttps() ? `${HTTPS_COOKIE_PREFIX}${name}` : name);
export const sessionCookieName = () => editorCookieName(SESSION_COOKIE);
export const deviceCookieName = () => editorCookieName(DEVICE_COOKIE);

function editorCookie(name: string, value: string, maxAge: number) {
  return { name, value, httpOnly: true, sameSite: "lax" as const, secure: isHttps(), path: "/", maxAge };
}

export const sessionCookie = (token: string) => editorCookie(sessionCookieName(), token, SESSION_LIFETIME_MS / 1000);
export const expiredSessionCookie = () => editorCookie(sessionCookieName(), "", 0);
export const deviceCookie = (value: string) => editorCookie(deviceCookieName(), value, DEVICE_LIFETIME_S);

/** A cookie's value from a raw Cookie header (route handlers receive a plain Request). */
function cookieFrom(cookieHeader: string | null, name: string): string | undefined {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

export const sessionTokenFrom = (cookieHeader: string | null) => cookieFrom(cookieHeader, sessionCookieName());
export const deviceFrom = (cookieHeader: string | null) => cookieFrom(cookieHeader, deviceCookieName());
