// The project's modules and what each imports for its values, resolved the way TypeScript resolves them (tsconfig
// paths included): the edges a bundler follows, for the tests of where server code may go.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type SourceModule = {
  /** "use client": the module and everything it imports go to the browser. */
  client: boolean;
  /** "use server": a module importing it gets references to its functions, which run on the server, not its code. */
  serverFunctions: boolean;
  /** Its imports include "server-only": the build refuses it in a browser bundle. */
  serverOnly: boolean;
  /** The project's own modules it imports for their values, as paths from the project root. */
  imports: string[];
};

const root = process.cwd();
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  root,
);

/** Type-only imports are erased by the compiler, so the bundler never follows them. */
function typesOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.every((element) => element.isTypeOnly);
}

function valueSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !typesOnly(node.importClause)) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function directiveOf(source: ts.SourceFile): string | null {
  const first = source.statements[0];
  return first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression)
    ? first.expression.text
    : null;
}

function sourceFiles(folder: string, withTests: boolean): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.d\.tsx?$/.test(file) &&
        (withTests || !/\.test\.tsx?$/.test(file)) &&
        !file.startsWith("lib/generated/"),
    );
}

/** Every module under the given folders (and their tests, when asked), keyed by its path from the project root. */
export function importGraph(folders: string[], { withTests = false } = {}): Map<string, SourceModule> {
  const graph = new Map<string, SourceModule>();
  for (const file of folders.flatMap((folder) => sourceFiles(folder, withTests))) {
    const absolute = path.join(root, file);
    const source = ts.createSourceFile(absolute, fs.readFileSync(absolute, "utf8"), ts.ScriptTarget.Latest);
    const specifiers = valueSpecifiers(source);
    const imports = specifiers.flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, absolute, options, ts.sys).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport ? [path.relative(root, resolved.resolvedFileName)] : [];
    });
    const directive = directiveOf(source);
    graph.set(file, {
      client: directive === "use client",
      serverFunctions: directive === "use server",
      serverOnly: specifiers.includes("server-only"),
      imports,
    });
  }
  return graph;
}

/**
 * The chain of imports from `start` to the first module that matches, or null when none does. It does not go on
 * through a "use server" module: what that imports stays on the server.
 */
export function importChain(
  graph: Map<string, SourceModule>,
  start: string,
  matches: (file: string, module: SourceModule) => boolean,
): string[] | null {
  const seen = new Set([start]);
  const queue: string[][] = [[start]];
  for (let chain = queue.shift(); chain; chain = queue.shift()) {
    const file = chain[chain.length - 1];
    const entry = graph.get(file);
    if (!entry) continue;
    if (chain.length > 1 && matches(file, entry)) return chain;
    if (chain.length > 1 && entry.serverFunctions) continue;
    for (const next of entry.imports.filter((imported) => !seen.has(imported))) {
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}
