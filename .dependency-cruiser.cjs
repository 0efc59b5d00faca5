// The layers of the code, checked by `npm run lint:deps` (part of `npm run lint`); docs/architecture.md, "The layers",
// says how to read a failure. lib/layers.test.ts proves every rule here refuses the import it names.

/** What Next.js bundles or loads: the routes, the components, lib/, the proxy, the instrumentation hook, the config. */
const BUNDLED = "^(app|components|lib)/|^(proxy|instrumentation|next\\.config)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules that import each other, through others or for types only: merge them, or move what both need into a " +
        "third.",
      from: { path: "^(app|components|lib|server)/" },
      to: { circular: true },
    },
    {
      name: "auth-under-api",
      severity: "error",
      comment: "lib/api stands on lib/auth (who may read and publish), never the other way round.",
      from: { path: "^lib/auth/" },
      to: { path: "^lib/api/" },
    },
    {
      name: "server-on-lib",
      severity: "error",
      comment:
        "server/ runs outside Next.js's bundle (.next-server/start-server.cjs): it imports only server/, lib/, the " +
        "site's messages and packages.",
      from: { path: "^server/" },
      to: { pathNot: "^(server|lib|messages|node_modules)/", dependencyTypesNot: ["core"] },
    },
    {
      name: "bundle-not-on-server",
      severity: "error",
      comment:
        "Nothing Next.js bundles imports server/: the server entry is compiled on its own and stands in front of it.",
      from: { path: BUNDLED },
      to: { path: "^server/" },
    },
    {
      name: "components-not-on-app",
      severity: "error",
      comment: "components/ draws what the routes hand it: it never imports app/.",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "lib-not-on-ui",
      severity: "error",
      comment: "lib/ is the domain under the pages: it imports neither app/ nor components/.",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to no file: no rule can judge it.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Tests import across layers to test them, and Prisma's generated client is no layer's.
    exclude: { path: "\\.test\\.tsx?$|^lib/generated/" },
    // lib/process-slots.ts imports its owners' types only (eslint.config.mjs keeps it so): following them would make a
    // cycle of every owner.
    doNotFollow: { path: "^node_modules/|^lib/process-slots\\.ts$" },
    moduleSystems: ["es6", "cjs"],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    skipAnalysisNotInRules: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
