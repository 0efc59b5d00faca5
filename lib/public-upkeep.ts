// What the server keeps in step with the database for readers, started by instrumentation.ts.
import "server-only";
import { sweepAuditLog } from "./audit/sweep";
import { sweepChallenges } from "./auth/webauthn-challenges";
import { env } from "./env";
import { withGoneEvents } from "./events/gone-events";
import { completeVariants } from "./media/complete-variants";
import { purgeExpiredTrash } from "./newsroom/trash";
import { sweepPlans } from "./plans/plan-store";
import { kickSender } from "./newsletter/kick-sender";
import { readRetiredAddresses } from "./posts";
import { installRetiredPosts, type RetiredPosts, type SharedMark } from "./retired-posts";
import { logError, logger } from "./log/logger";

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** How soon a send interrupted by a crash, or a delivery deferred, is taken up again (by whichever server leases it). */
const SENDER_EVERY_MS = 60 * 1000;

/**
 * Purges the trash older than 30 days. What it deletes was already off every public page since it was trashed, so no
 * cached page changes (revalidateTag could not run here anyway: Next.js allows it only within a request); its
 * addresses keep answering 410, now from their tombstones, which the snapshot reads again.
 */
async function sweepTrash(retired: RetiredPosts): Promise<void> {
  try {
    if ((await purgeExpiredTrash(new Date())).length > 0) retired.refresh();
  } catch (error) {
    logError("Could not purge the trash; the next sweep tries again", error);
  }
}

/** The audit log keeps a year of events. */
async function sweepAudit(): Promise<void> {
  try {
    await sweepAuditLog(new Date());
  } catch (error) {
    logError("Could not delete the audit log's year-old events; the next sweep tries again", error);
  }
}

/** Passkey ceremonies nobody finished leave their challenge behind. */
async function sweepCeremonies(): Promise<void> {
  try {
    await sweepChallenges(new Date());
  } catch (error) {
    logError("Could not delete the expired passkey challenges; the next sweep tries again", error);
  }
}

/** Readers' plans are kept a month after their festival. */
async function sweepReaderPlans(): Promise<void> {
  try {
    await sweepPlans(new Date());
  } catch (error) {
    logError("Could not delete the readers' plans past their keeping; the next sweep tries again", error);
  }
}

/** Uploads stored before the variant plan gained a width get it, so no page names a missing file. */
async function completeUploads(): Promise<void> {
  try {
    const completed = await completeVariants();
    if (completed > 0) logger().info(`Made the missing variants of ${completed} uploads`);
  } catch (error) {
    logError("Could not make the missing variants of the uploads; the next start tries again", error);
  }
}

/** With several servers (REDIS_URL), the mark they follow each other's retirements through; loaded only then. */
async function retirementsMark(): Promise<SharedMark | null> {
  if (!env().REDIS_URL) return null;
  const { sharedMark } = await import("./page-cache/shared-mark");
  return sharedMark("retired-posts");
}

export async function startPublicUpkeep(): Promise<void> {
  const retired = installRetiredPosts(withGoneEvents(readRetiredAddresses), await retirementsMark());
  const sweep = () => void Promise.all([sweepTrash(retired), sweepAudit(), sweepCeremonies(), sweepReaderPlans()]);
  sweep();
  void completeUploads();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
  kickSender();
  setInterval(kickSender, SENDER_EVERY_MS).unref();
}
