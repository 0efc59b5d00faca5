import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

/** A value on globalThis is a process slot, declared with its type in lib/process-slots.ts. */
const PROCESS_SLOT =
  "A value shared through globalThis is a slot of lib/process-slots.ts: declare it there, with its type.";
const processSlotsOnly = ["TSAsExpression", "TSTypeAssertion", "TSSatisfiesExpression"]
  .flatMap((cast) => [`${cast}[expression.name='globalThis']`, `${cast}[expression.name='global']`])
  .concat([
    "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
    "MemberExpression[object.name=/^global(This)?$/][computed=true]",
    "TSModuleDeclaration[kind='global']",
  ])
  .map((selector) => ({ selector, message: PROCESS_SLOT }));

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
    // Schemas take zod from lib/zod.ts, which keeps it from trying eval under the editor's CSP. The site's links come
    // from components/layout/Link.tsx, which fetches no page ahead.
    ignores: ["lib/zod.ts", "components/layout/Link.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { name: "zod", allowTypeImports: true, message: "Import z from lib/zod.ts." },
        {
          name: "next/link",
          importNames: ["default"],
          message: "Import Link from components/layout/Link.tsx: the site's links fetch no page ahead.",
        },
      ],
    },
  },
  {
    // The process's bundles share values through lib/process-slots.ts alone. Jest's global setup hands its PostgreSQL
    // server to the global teardown through globalThis, the one way Jest offers between the two.
    ignores: [
      "lib/process-slots.ts",
      "scripts/testing/jest-postgres-setup.ts",
      "scripts/testing/jest-postgres-teardown.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...processSlotsOnly] },
  },
  {
    // Every owner of a slot imports lib/process-slots.ts, which names the owners' types: it must load none of them.
    files: ["lib/process-slots.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[importKind!='type']", message: "lib/process-slots.ts imports types only." },
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
      // Next.js's private switch to its configuration, which the production server sets for it (not a setting).
      "lib/next-internals.ts",
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
  // next-env.d.ts: written by `next typegen`, which the typecheck runs beside this lint (scripts/testing/run-suites.ts).
  {
    ignores: [
      ".next*/**",
      "next-env.d.ts",
      "lib/generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
