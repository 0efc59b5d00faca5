// Where `next build` writes the build and `npm start` finds it. A separate folder lets the test suite and benchmarks
// build beside a developer's .next. It is their knob, not a setting of the site (any folder name will do), so it stays
// out of lib/env-schema.ts.
export const buildFolder = (): string => process.env.NEXT_DIST_DIR || ".next";

/**
 * `npm test`'s build for Playwright (NEXT_SUITE_BUILD, set by scripts/testing/run-suites.ts) does not check the types,
 * which its typecheck phase has just done with tsc on the same files, nor write Turbopack's cache, which a clean clone's
 * run never reads: 189 s became 121 s on this machine (docs/testing.md). Every other build does both. The test
 * suite's knob too, not the site's.
 */
export const suiteBuild = (): boolean => process.env.NEXT_SUITE_BUILD === "1";
