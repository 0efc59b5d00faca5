// The layers are checked by dependency-cruiser (.dependency-cruiser.cjs, `npm run lint:deps`). These tests prove its
// rules refuse what they name, on a small tree that breaks each one, and hold the one rule it cannot state: lib/'s
// parts lean on each other in no cycle.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.join(__dirname, "..");
const CONFIG = ".dependency-cruiser.cjs";

/** `npm run lint:deps` as package.json spells it: the tool, the folders and files it reads, its report. */
const [TOOL, ...LINT_ARGUMENTS] = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts[
  "lint:deps"
].split(" ");

type Cruise = {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
  summary: {
    /** How many violations are errors: `npm run lint:deps` exits with this status. */
    error: number;
    violations: { from: string; to: string; rule: { name: string } }[];
    ruleSetUsed: { forbidden: { name: string }[] };
  };
};

/** Runs dependency-cruiser in `folder` with the project's rules: the modules, what each imports, what the rules refuse. */
function cruise(folder: string, args: string[]): Cruise {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin", TOOL), [...args, "--output-type", "json"], {
    cwd: folder,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.stdout === "") throw run.error ?? new Error(run.stderr);
  return JSON.parse(run.stdout);
}

/**
 * Which parts of lib/ each part imports. A part is a top folder (lib/api) or a module at the top (lib/posts.ts):
 * dependency-cruiser collapses each to one node, with the imports of all its modules.
 */
function partGraph(folder: string): Map<string, string[]> {
  const { modules } = cruise(folder, ["lib", "--collapse", "^lib/[^/]+"]);
  return new Map(
    modules
      .filter(({ source }) => source.startsWith("lib/"))
      .map(({ source, dependencies }) => [
        source,
        dependencies.map(({ resolved }) => resolved).filter((part) => part.startsWith("lib/") && part !== source),
      ]),
  );
}

/** The first chain of imports that comes back to where it started, if any. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (part: string, chain: string[]): string[] | null => {
    if (chain.includes(part)) return [...chain.slice(chain.indexOf(part)), part];
    if (done.has(part)) return null;
    for (const next of graph.get(part) ?? []) {
      const cycle = visit(next, [...chain, part]);
      if (cycle) return cycle;
    }
    done.add(part);
    return null;
  };
  for (const part of graph.keys()) {
    const cycle = visit(part, []);
    if (cycle) return cycle;
  }
  return null;
}

/** A tree with one import against each rule, beside imports the rules allow. */
const BROKEN_TREE: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "esnext", moduleResolution: "bundler", paths: { "@/*": ["./*"] } },
  }),
  "next.config.ts": "export default {};\n",
  "instrumentation.ts": 'export { start } from "./server/entry";\n',
  "proxy.ts": 'export { title } from "@/lib/cycle/a";\n',
  "app/page.ts": "export const page = 1;\n",
  "components/card.ts": 'import { page } from "../app/page";\nexport const Card = page;\n',
  "server/entry.ts": 'import "node:http";\nimport "@/lib/cycle/a";\nimport "@/app/page";\nexport const start = 1;\n',
  // A cycle inside one part, for types only: a cycle of modules, not of parts.
  "lib/cycle/a.ts": 'import { b } from "./b";\nexport const title = b;\n',
  "lib/cycle/b.ts": 'import type { title } from "@/lib/cycle/a";\nexport const b: typeof title = "b";\n',
  "lib/early.ts": 'export { start } from "@/server/entry";\n',
  "lib/card-title.ts": 'export { Card } from "@/components/card";\n',
  "lib/auth/session.ts": 'import { respond } from "../api/respond";\nexport const session = respond;\n',
  "lib/api/respond.ts": "export const respond = 1;\n",
  "lib/broken.ts": 'import "./missing";\n',
  // The slots name their owner's type and the owner imports them: no cycle, as the rules want.
  "lib/process-slots.ts": 'import type { Owner } from "./owner";\nexport type Slots = Owner;\n',
  "lib/owner.ts": 'import type { Slots } from "./process-slots";\nexport type Owner = { slots?: Slots };\n',
  // A cycle of parts and not of modules: lib/x/one.ts -> lib/y.ts -> lib/x/two.ts.
  "lib/x/one.ts": 'import { y } from "@/lib/y";\nexport const one = y;\n',
  "lib/x/two.ts": "export const two = 2;\n",
  "lib/y.ts": 'import { two } from "./x/two";\nexport const y = two;\n',
};

describe("the layers' rules", () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "edm-layers-"));
  beforeAll(() => {
    for (const [file, text] of Object.entries(BROKEN_TREE)) {
      fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    }
    fs.copyFileSync(path.join(ROOT, CONFIG), path.join(tree, CONFIG));
  });
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

  it("refuse each import that breaks one, by the rule's name, and every rule bites", () => {
    const { summary } = cruise(tree, LINT_ARGUMENTS);
    const refused = summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
    expect(refused.sort()).toEqual([
      "auth-under-api: lib/auth/session.ts -> lib/api/respond.ts",
      "bundle-not-on-server: instrumentation.ts -> server/entry.ts",
      "bundle-not-on-server: lib/early.ts -> server/entry.ts",
      "components-not-on-app: components/card.ts -> app/page.ts",
      "lib-not-on-ui: lib/card-title.ts -> components/card.ts",
      "no-circular: lib/cycle/a.ts -> lib/cycle/b.ts",
      "not-to-unresolvable: lib/broken.ts -> ./missing",
      "server-on-lib: server/entry.ts -> app/page.ts",
    ]);
    const rules = summary.ruleSetUsed.forbidden.map(({ name }) => name);
    expect(new Set(summary.violations.map(({ rule }) => rule.name))).toEqual(new Set(rules));
    expect(summary.error).toBe(summary.violations.length);
  });

  it("find a cycle of lib/'s parts that no two modules make", () => {
    const cycle = findCycle(partGraph(tree));
    expect(new Set(cycle)).toEqual(new Set(["lib/x", "lib/y.ts"]));
  });
});

describe("the parts of lib/", () => {
  it("import each other in no cycle, not even through others", () => {
    const graph = partGraph(ROOT);
    expect(graph.get("lib/api")).toContain("lib/auth");
    expect(findCycle(graph)).toBeNull();
  });
});

/**
 * What a browser must never download: zod (about 90 KB gzipped with its messages in every language, which no form
 * needs: the API checks what is sent) and the transliteration tables behind lib/text/slug.ts (56 KB).
 */
const SERVER_ONLY = [/^lib\/zod\.ts$/, /^lib\/text\/slug\.ts$/, /node_modules\/(zod|transliteration)\//];

const directive = (source: string, name: string) =>
  new RegExp(`^["']use ${name}["']`, "m").test(fs.readFileSync(path.join(ROOT, source), "utf8").slice(0, 400));

/**
 * The chains of imports by which a client module ("use client") reaches `forbidden`. Type imports are erased, and a
 * server action's module ("use server") reaches the browser as a call, not as code.
 */
function clientChains({ modules }: Cruise, forbidden: RegExp[]): string[] {
  const bySource = new Map(modules.map((module) => [module.source, module]));
  const code = (source: string) => /\.tsx?$/.test(source) && !source.includes("node_modules");
  const chains: string[] = [];
  for (const start of modules.filter(({ source }) => code(source) && directive(source, "client"))) {
    const seen = new Set<string>();
    const queue = [[start.source]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      const source = chain[chain.length - 1];
      if (seen.has(source)) continue;
      seen.add(source);
      if (forbidden.some((pattern) => pattern.test(source))) chains.push(chain.join(" > "));
      else if (chain.length === 1 || !code(source) || !directive(source, "server"))
        for (const { resolved, dependencyTypes } of bySource.get(source)?.dependencies ?? [])
          if (!dependencyTypes.some((type) => type.startsWith("type-only"))) queue.push([...chain, resolved]);
    }
  }
  return chains;
}

describe("the browser's code", () => {
  const site = cruise(ROOT, ["app", "components", "lib"]);

  it("reaches neither zod nor the transliteration tables from any client module", () => {
    expect(clientChains(site, SERVER_ONLY)).toEqual([]);
  });

  it("is followed through every import but types' and server actions'", () => {
    const chains = clientChains(site, [/^lib\/validations\/post-fields\.ts$/, /^lib\/text\/slug\.ts$/]);
    expect(chains).toContain(
      "components/editor/post-form/PostForm.tsx > components/editor/post-values.ts > lib/validations/post-fields.ts",
    );
    expect(chains.filter((chain) => chain.endsWith("slug.ts"))).toEqual([]);
  });
});
