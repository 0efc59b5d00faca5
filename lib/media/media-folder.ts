import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import { PARTIAL_PREFIX } from "../write-in-place";

/** Where the uploads live: one folder per original, named by its hash. */
export const mediaRoot = () => env().MEDIA_DIR;
export const mediaFolder = (hash: string) => path.join(mediaRoot(), hash);

export async function partialFolder(): Promise<string> {
  await fs.mkdir(mediaRoot(), { recursive: true });
  return fs.mkdtemp(path.join(mediaRoot(), PARTIAL_PREFIX));
}
