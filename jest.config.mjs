import { execFileSync } from "node:child_process";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/app", "<rootDir>/prisma", "<rootDir>/components", "<rootDir>/scripts"],
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

const config = {
  projects: [sqlite, postgresql],
  // Tests run in a new order every time (the seed is printed to replay one), so none can lean on another's leftovers.
  randomize: true,
  testTimeout: 30_000,
};

export default config;
