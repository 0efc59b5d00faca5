import { execFileSync } from "node:child_process";
import nextJest from "next/jest.js";
import { esmOnlyPackages } from "./scripts/testing/esm-only-packages.mjs";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  testEnvironment: "node",
  roots: [
    "<rootDir>/lib",
    "<rootDir>/app",
    "<rootDir>/prisma",
    "<rootDir>/components",
    "<rootDir>/scripts",
    "<rootDir>/server",
  ],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

/** Every test that reaches lib/db.ts runs a second time, against a PostgreSQL server of its own (docs/testing.md). */
const dataLayerTests = JSON.parse(
  execFileSync("node_modules/.bin/tsx", ["scripts/testing/jest-data-layer-tests.ts"], { encoding: "utf8" }),
);

const sqlite = await createJestConfig({
  ...shared,
  displayName: "sqlite",
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "-postgres\\.test\\.tsx?$"],
  globalSetup: "<rootDir>/scripts/testing/jest-global-setup.ts",
  setupFilesAfterEnv: ["<rootDir>/scripts/testing/jest-database.ts"],
  globalTeardown: "<rootDir>/scripts/testing/jest-global-teardown.ts",
})();

const postgresql = await createJestConfig({
  ...shared,
  displayName: "postgresql",
  testMatch: dataLayerTests.map((file) => `**/${file}`),
  globalSetup: "<rootDir>/scripts/testing/jest-postgres-setup.ts",
  setupFilesAfterEnv: ["<rootDir>/scripts/testing/jest-postgres-database.ts"],
  globalTeardown: "<rootDir>/scripts/testing/jest-postgres-teardown.ts",
})();

/**
 * next/jest compiles only Next.js's own packages under node_modules; the story renderer's ES-module-only ones are added
 * to that exception (docs/testing.md). Done here rather than with next.config.ts's transpilePackages, which would
 * change the production build for the tests' sake.
 */
const NEXT_EXCEPTION = "/node_modules/(?!.pnpm)(?!(";
function compilingEsm(project) {
  if (!project.transformIgnorePatterns.some((pattern) => pattern.startsWith(NEXT_EXCEPTION))) {
    throw new Error("next/jest's pattern for node_modules changed: see jest.config.mjs, compilingEsm");
  }
  const packages = esmOnlyPackages().join("|");
  return {
    ...project,
    transformIgnorePatterns: project.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith(NEXT_EXCEPTION)
        ? `${NEXT_EXCEPTION}${packages}|${pattern.slice(NEXT_EXCEPTION.length)}`
        : pattern,
    ),
  };
}

const config = {
  projects: [sqlite, postgresql].map(compilingEsm),
  // Tests run in a new order every time (the seed is printed to replay one), so none can lean on another's leftovers.
  randomize: true,
  testTimeout: 30_000,
  // Jest's default on two cores is one worker; every file has a database of its own (a SQLite file, a PostgreSQL
  // database made from the template), so two run side by side.
  maxWorkers: 2,
};

export default config;
