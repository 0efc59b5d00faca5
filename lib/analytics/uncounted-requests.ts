// Requests the counter leaves out by their headers alone, before anything is read or queued.
import { isbot } from "isbot";

/** A browser fetching ahead (Sec-Purpose: prefetch, and prerender with it; Purpose: prefetch in older ones). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  return /\b(?:prefetch|prerender)\b/.test(purpose);
}

/** A crawler, a monitor or a script: isbot's list, or no user agent at all. */
export const isBot = (userAgent: string) => userAgent.trim() === "" || isbot(userAgent);
