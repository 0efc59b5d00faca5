import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/app", "<rootDir>/prisma", "<rootDir>/components", "<rootDir>/scripts"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/scripts/testing/jest-global-setup.ts",
  globalTeardown: "<rootDir>/scripts/testing/jest-global-teardown.ts",
  testTimeout: 30_000,
});
