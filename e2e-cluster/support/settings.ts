// The cluster suite's ports and build: the e2e run's build when it made one (`npm test` runs test:e2e first).
import { E2E_DIST_DIR } from "../../e2e/support/environment";

/** The proxy's port; the app servers take the next ones, PostgreSQL and Redis ten above (topology.ts). */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 3700);
export const CLUSTER_DIST_DIR = E2E_DIST_DIR;
