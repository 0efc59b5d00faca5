import "server-only";
import { env } from "./env";
import { OPTIMIZED_FOLDER } from "./optimized-images";

/**
 * How a post image may be drawn: files shipped in public/images and hosts allowed in IMAGE_HOSTS go through
 * next/image (matching next.config.ts localPatterns and remotePatterns, https only); any other address, an upload's
 * original among them, is shown as is.
 */
export type ImageSource = "optimized" | "external";

export function imageSource(src: string): ImageSource {
  if (src.startsWith(OPTIMIZED_FOLDER)) return "optimized";
  try {
    const url = new URL(src);
    return url.protocol === "https:" && env().IMAGE_HOSTS.includes(url.hostname.toLowerCase())
      ? "optimized"
      : "external";
  } catch {
    return "external";
  }
}
