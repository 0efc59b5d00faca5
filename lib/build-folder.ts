// Where `next build` writes the build and `npm start` finds it. A separate folder lets the test suite and benchmarks
// build beside a developer's .next. It is their knob, not a setting of the site (any folder name will do), so it stays
// out of lib/env-schema.ts.
export const buildFolder = (): string => process.env.NEXT_DIST_DIR || ".next";

/**
 * `npm test` has just checked the types of the same files with tsc when it builds for Playwright, and says so with
 * NEXT_TYPES_CHECKED (scripts/testing/run-suites.ts): next build need not check them a second time. Any other build
 * checks them. The test suite's knob too, not the site's.
 */
export const typesCheckedBefore = (): boolean => process.env.NEXT_TYPES_CHECKED === "1";
