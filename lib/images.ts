import "server-only";
import { env } from "./env";

/**
 * How a post image may be drawn: files shipped in public/ and hosts allowed in IMAGE_HOSTS go through
 * next/image (matching next.config.ts remotePatterns, https only); any other address is shown as is.
 */
export type ImageSource = "optimized" | "external";

export function imageSource(src: string): ImageSource {
  if (src.startsWith("/") && !src.startsWith("//")) return "optimized";
  try {
    const url = new URL(src);
    return url.protocol === "https:" && env().IMAGE_HOSTS.includes(url.hostname.toLowerCase())
      ? "optimized"
      : "external";
  } catch {
    return "external";
  }
}
