import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/app", "<rootDir>/prisma", "<rootDir>/components", "<rootDir>/scripts"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/scripts/testing/jest-global-setup.ts",
  globalTeardown: "<rootDir>/scripts/testing/jest-global-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/scripts/testing/jest-database.ts"],
  // Tests run in a new order every time (the seed is printed to replay one), so none can lean on another's leftovers.
  randomize: true,
  testTimeout: 30_000,
});
