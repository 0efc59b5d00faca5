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
  {
    // A setting is read through lib/env-schema.ts (settings(), env() inside Next.js): parsed once, checked, with its
    // default. Where the code reads what is not a setting of the site (Next.js's phase, NODE_ENV), a comment says so
    // on the line; the files below hand the whole environment to the tools they start or read the tools' own knobs.
    files: ["lib/**", "app/**", "components/**", "scripts/operations/**", "*.ts", "*.mjs"],
    ignores: [
      "lib/env-schema.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
      "*.config.mjs",
      "playwright*.config.ts",
      // The build's folder: the test suite's and benchmarks' knob, not the site's (its comment says why).
      "lib/build-folder.ts",
      // pg_dump's and pg_restore's PATH and environment.
      "scripts/operations/backup/postgres-tools.ts",
      // The local cluster's tools (nginx's binary) and the environment its servers start with.
      "scripts/operations/cluster/**",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Read settings through settings() in lib/env-schema.ts (env() inside Next.js), which parses them once.",
        },
      ],
    },
  },
  { ignores: [".next*/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**"] },
];

export default config;
