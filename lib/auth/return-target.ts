export const DEFAULT_RETURN_TARGET = "/createPost";

const PLACEHOLDER_ORIGIN = "http://return-target.invalid";

/**
 * Only a path of this site: "//evil", "/\evil", "https://..." and anything with control characters
 * fall back to the default, so the login page cannot be used as an open redirect.
 */
export function safeReturnTarget(value: string | string[] | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return DEFAULT_RETURN_TARGET;
  }
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN || value.startsWith("//")) return DEFAULT_RETURN_TARGET;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_RETURN_TARGET;
  }
}
