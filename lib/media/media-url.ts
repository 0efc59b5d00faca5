// Where an uploaded photo lives on the site, and whether a post's image is one of them. Pure: the form uses it too.
import { EXTENSIONS, type MediaFormat } from "./formats";

export const MEDIA_ROUTE = "/media";
const HASH = "[0-9a-f]{64}";
const ORIGINAL_PATH = new RegExp(`^${MEDIA_ROUTE}/(${HASH})/original\\.(?:${Object.values(EXTENSIONS).join("|")})$`);

export const isMediaHash = (value: string) => new RegExp(`^${HASH}$`).test(value);

/** The hash of every upload a text names anywhere (`/media/<hash>/…`), as a story's Markdown shows its photos. */
export const mediaHashesIn = (text: string) =>
  [...text.matchAll(new RegExp(`${MEDIA_ROUTE}/(${HASH})/`, "g"))].map(([, hash]) => hash);

/** The address of one of the upload's files: `/media/<hash>/<file>`. */
export const mediaFileUrl = (hash: string, file: string) => `${MEDIA_ROUTE}/${hash}/${file}`;

export const originalFile = (format: MediaFormat) => `original.${EXTENSIONS[format]}`;

/** What a post's `image` holds for an upload: the path of its original. */
export const originalUrl = (hash: string, format: MediaFormat) => mediaFileUrl(hash, originalFile(format));

/** An upload's original as a post names it: the path alone, which the validation accepts besides http(s) URLs. */
export const isMediaPath = (value: string) => ORIGINAL_PATH.test(value);

/**
 * The hash of the upload a post's image names: its path, or the same path under the site's own origin (`siteUrl`,
 * SITE_URL, given by server callers; the client passes none and only paths count). Null for any other image.
 */
export function mediaHashOf(imageUrl: string, siteUrl?: string): string | null {
  let path = imageUrl;
  if (siteUrl && !imageUrl.startsWith("/")) {
    try {
      const url = new URL(imageUrl);
      if (url.origin !== new URL(siteUrl).origin || url.search || url.hash) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  return ORIGINAL_PATH.exec(path)?.[1] ?? null;
}
