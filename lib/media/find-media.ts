import "server-only";
import { db } from "../db";
import { env } from "../env";
import type { Media } from "../generated/prisma/client";
import { mediaHashOf } from "./media-url";

export type { Media };

/** The upload with this hash, or null. */
export function findMedia(hash: string): Promise<Media | null> {
  return db.media.findUnique({ where: { hash } });
}

/** The upload a post's image names, or null when the image is hosted elsewhere (or its upload is gone). */
export async function mediaOf(imageUrl: string): Promise<Media | null> {
  const hash = mediaHashOf(imageUrl, env().SITE_URL);
  return hash ? findMedia(hash) : null;
}

/**
 * The uploads that these images name, in one query, keyed by the image as given: a list page asks for all its cards
 * at once. Images hosted elsewhere have no entry.
 */
export async function mediaFor(imageUrls: string[]): Promise<Map<string, Media>> {
  const hashes = new Map(imageUrls.map((url) => [url, mediaHashOf(url, env().SITE_URL)]));
  const wanted = [...new Set([...hashes.values()].filter((hash) => hash !== null))];
  if (wanted.length === 0) return new Map();
  const rows = new Map((await db.media.findMany({ where: { hash: { in: wanted } } })).map((row) => [row.hash, row]));
  return new Map(
    [...hashes].flatMap(([url, hash]) => {
      const row = hash && rows.get(hash);
      return row ? [[url, row] as const] : [];
    }),
  );
}
