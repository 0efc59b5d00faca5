// Which stored file a /media/<hash>/<file> address names. No server-only and no env(): the server's entry script
// (server/start-server.ts) may ask it too, given the folder.
import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeOf } from "./formats";
import { isMediaHash, mediaFileUrl } from "./media-url";
import { isMediaFileName } from "./variants";

/** The not-found message of a /media address: the server entry's, and that of the /media route under `next dev`. */
export const MEDIA_NOT_FOUND = "No uploaded image has this address.";

export type MediaFile = { path: string; size: number; contentType: string };
/** A file to send, the address to send the client to instead, or nothing at that address. */
export type MediaLookup = { file: MediaFile } | { location: string } | null;

/** The original keeps the camera's EXIF, GPS included: readers get the largest JPEG without it instead. */
const PUBLIC_ORIGINAL = /^page-\d+\.jpg$/;

/** What lstat says, or null: a symbolic link is never followed, whatever it points to. */
const lstatOrNull = (file: string) => fs.lstat(file).catch(() => null);

/**
 * Only names the plan can give, in a folder named by a hash, each a real folder and a real file (not a link): no
 * other name, `..`, encoded slash or listing gets past the names' patterns.
 */
export async function lookUpMediaFile(root: string, hash: string, file: string): Promise<MediaLookup> {
  if (!isMediaHash(hash) || !isMediaFileName(file)) return null;
  const folder = path.join(root, hash);
  if (!(await lstatOrNull(folder))?.isDirectory()) return null;
  if (file.startsWith("original.")) {
    const clean = (await fs.readdir(folder)).find((name) => PUBLIC_ORIGINAL.test(name));
    return clean ? { location: mediaFileUrl(hash, clean) } : null;
  }
  const stat = await lstatOrNull(path.join(folder, file));
  const contentType = contentTypeOf(file);
  if (!stat?.isFile() || !contentType) return null;
  return { file: { path: path.join(folder, file), size: stat.size, contentType } };
}

/** Every name under /media is immutable: a new content is a new hash, a new focus a new crop name. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
