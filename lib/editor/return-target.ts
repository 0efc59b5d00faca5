// Where the editor goes after signing in: checked by the login page on the server and again by LoginForm in the
// browser, so it lives outside lib/auth, whose modules are server-only.
export const DEFAULT_RETURN_TARGET = "/createPost";

const PLACEHOLDER_ORIGIN = "http://return-target.invalid";

/**
 * Only a path of this site. The check runs on what the URL parser makes of the value, since that is
 * what the browser follows: "/.//evil", "/%2e%2e//evil" and "/\evil" all become "//evil" there.
 */
export function safeReturnTarget(value: string | string[] | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return DEFAULT_RETURN_TARGET;
  }
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // A browser reads a path starting "//host" or "/\host" as another site.
    if (url.origin !== PLACEHOLDER_ORIGIN || /^\/[/\\]/.test(path)) return DEFAULT_RETURN_TARGET;
    return path;
  } catch {
    return DEFAULT_RETURN_TARGET;
  }
}

/** In the browser, a second check: the target resolved against the page's own origin, or the default. */
export function sameSiteTarget(target: string, origin: string): string {
  const fallback = new URL(DEFAULT_RETURN_TARGET, origin).href;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}
