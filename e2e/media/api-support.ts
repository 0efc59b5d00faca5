// What the media API specs share: uploading over real HTTP and reading what the site stored.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { apiAuthorization } from "../support/environment";
import type { FaultSite } from "../faults/support/fault-site";

export type UploadAnswer = {
  url: string;
  width: number;
  height: number;
  focusX: number;
  focusY: number;
  variants: { kind: string; file: string; format: string; width: number; height: number; url: string }[];
};

/** POST /edmNews/media with one file as a browser's form sends it, under whatever name and type it claims. */
export function upload(
  site: FaultSite,
  bytes: Buffer,
  { name = "foto.jpg", type = "image/jpeg", fields = {} as Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${site.url}/edmNews/media`, {
    method: "POST",
    headers: { Authorization: apiAuthorization },
    body: form,
  });
}

/** Every name in the media folder and the number of Media rows: a refused upload must change neither. */
export function stored(site: FaultSite): { names: string[]; rows: number } {
  const folder = path.join(site.folder, "media");
  const names = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String).sort() : [];
  const database = new Database(site.databaseFile, { readonly: true });
  try {
    const { rows } = database.prepare("SELECT COUNT(*) AS rows FROM Media").get() as { rows: number };
    return { names, rows };
  } finally {
    database.close();
  }
}

export const mediaFolderOf = (site: FaultSite, hash: string) => path.join(site.folder, "media", hash);

/** What a served image says about itself once read back. */
export async function readBack(bytes: Buffer) {
  const { format, width, height, exif, xmp, icc, iptc, orientation } = await sharp(bytes).metadata();
  return { format, width, height, metadata: [exif, xmp, icc, iptc, orientation].filter(Boolean).length };
}
