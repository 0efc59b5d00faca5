// Runs once when the production server starts (Node.js only, never while `next build` prerenders pages).
import { PHASE_PRODUCTION_BUILD } from "next/constants";

export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- Next.js's runtime and phase, not settings of the site.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { startPublicUpkeep } = await import("./lib/public-upkeep");
  await startPublicUpkeep();
}
