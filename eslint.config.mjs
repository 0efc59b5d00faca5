import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // `const { secret: _secret, ...rest } = value` drops a field on purpose.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Schemas take zod from lib/zod.ts, which keeps it from trying eval under the editor's CSP.
    ignores: ["lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { name: "zod", allowTypeImports: true, message: "Import z from lib/zod.ts." },
      ],
    },
  },
  {
    // Every spec's test runs axe on the pages it leaves, through e2e/support/test.ts.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/support/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        ...["@playwright/test", "playwright/test"].map((name) => ({
          name,
          importNames: ["test"],
          message: "Import test from e2e/support/test.ts: it runs axe on the pages each test leaves.",
        })),
      ],
    },
  },
  { ignores: [".next*/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**"] },
];

export default config;
