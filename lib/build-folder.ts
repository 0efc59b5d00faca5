// Where `next build` writes the build and `npm start` finds it. A separate folder lets the test suite and benchmarks
// build beside a developer's .next. It is their knob, not a setting of the site (any folder name will do), so it stays
// out of lib/env-schema.ts.
export const buildFolder = (): string => process.env.NEXT_DIST_DIR || ".next";
