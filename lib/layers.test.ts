import fs from "node:fs";
import path from "node:path";

const LIB = __dirname;
const ROOT = path.join(LIB, "..");
/** What runs outside Next.js's bundle: the server entry, standing on lib/ (server/start-server.ts). */
const SERVER = path.join(ROOT, "server");
const SPECIFIER = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*["']([^"']+)["']/g;

/**
 * The slots the process's bundles share (lib/process-slots.ts) are declared with their owners' types, and every owner
 * imports them: the module imports types only, which load nothing, so its imports are no layer's.
 */
const SLOTS = path.join(LIB, "process-slots.ts");

/** Every module of a folder (lib/ by default) but its tests and Prisma's generated client. */
function modules(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : modules(file);
    return /\.(ts|tsx|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The part of lib/ a file belongs to: its top folder (api, auth…) or, at the top, the module itself (posts, db…). */
const partOf = (file: string) =>
  path
    .relative(LIB, file)
    .split(path.sep)[0]
    .replace(/\.(ts|tsx|cjs)$/, "");

function importedFiles(file: string): string[] {
  const specifiers = [...fs.readFileSync(file, "utf8").matchAll(SPECIFIER)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("@/")) return [path.join(ROOT, specifier.slice(2))];
    return specifier.startsWith(".") ? [path.resolve(path.dirname(file), specifier)] : [];
  });
}

/** Which parts of lib/ each part imports. */
function partGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of modules(LIB)) {
    const from = partOf(file);
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const imported of file === SLOTS ? [] : importedFiles(file)) {
      const inside = !path.relative(LIB, imported).startsWith("..");
      if (inside && partOf(imported) !== from) uses.add(partOf(imported));
    }
  }
  return graph;
}

/** The first chain of imports that comes back to where it started, if any. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
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

describe("the layers of lib/", () => {
  const graph = partGraph();

  it("no two parts import each other, not even through others", () => {
    expect(findCycle(graph)).toBeNull();
  });

  it("lib/process-slots.ts imports types only", () => {
    const imports = fs.readFileSync(SLOTS, "utf8").match(/^import\b.*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.startsWith("import type "))).toEqual([]);
  });

  it("lib/api stands on lib/auth, never the other way round", () => {
    expect(graph.get("api")).toContain("auth");
    expect(graph.get("auth")).not.toContain("api");
  });
});

describe("the server entry's layer", () => {
  const isInside = (folder: string) => (file: string) => !path.relative(folder, file).startsWith("..");
  /** Every module Next.js bundles or loads: lib/, app/, components/, proxy.ts and next.config.ts. */
  const bundled = () => [
    ...modules(LIB),
    ...modules(path.join(ROOT, "app")),
    ...modules(path.join(ROOT, "components")),
    path.join(ROOT, "proxy.ts"),
    path.join(ROOT, "next.config.ts"),
  ];

  it("server/ stands on lib/ and nothing Next.js bundles imports server/", () => {
    const intoServer = bundled().flatMap((file) =>
      importedFiles(file)
        .filter(isInside(SERVER))
        .map((imported) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, imported)}`),
    );
    expect(intoServer).toEqual([]);
    expect(modules(SERVER).some((file) => importedFiles(file).some(isInside(LIB)))).toBe(true);
  });

  it("server/ imports only itself, lib/ and the site's messages", () => {
    const allowed = [SERVER, LIB, path.join(ROOT, "messages")].map(isInside);
    const elsewhere = modules(SERVER).flatMap((file) =>
      importedFiles(file)
        .filter((imported) => !allowed.some((inside) => inside(imported)))
        .map((imported) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, imported)}`),
    );
    expect(elsewhere).toEqual([]);
  });
});
