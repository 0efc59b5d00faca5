// What the server keeps in step with the database for readers, started by instrumentation.ts.
import "server-only";
import { purgeExpiredTrash } from "./newsroom/trash";
import { readRetiredAddresses } from "./posts";
import { installRetiredPosts, type RetiredPosts } from "./retired-posts";

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges the trash older than 30 days. What it deletes was already off every public page since it was trashed, so no
 * cached page changes (revalidateTag could not run here anyway: Next.js allows it only within a request); its
 * addresses keep answering 410, now from their tombstones, which the snapshot reads again.
 */
async function sweepTrash(retired: RetiredPosts): Promise<void> {
  try {
    if ((await purgeExpiredTrash(new Date())).length > 0) retired.refresh();
  } catch (error) {
    console.error("Could not purge the trash; the next sweep tries again", error);
  }
}

export function startPublicUpkeep(): void {
  const retired = installRetiredPosts(readRetiredAddresses);
  void sweepTrash(retired);
  setInterval(() => void sweepTrash(retired), SWEEP_EVERY_MS).unref();
}
