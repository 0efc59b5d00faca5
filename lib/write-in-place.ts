import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Files are written under a name nothing reads (it starts with a dot), then renamed into place, so a reader sees a
 * whole file or none, and a failure leaves nothing a reader could reach.
 */
export const PARTIAL_PREFIX = ".partial-";

/** Writes a file beside its final name, then renames it into place. */
export async function writeInPlace(file: string, bytes: Buffer): Promise<void> {
  const partial = path.join(path.dirname(file), `${PARTIAL_PREFIX}${randomUUID()}`);
  try {
    await fs.writeFile(partial, bytes, { flag: "wx" });
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}
