import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..");

/**
 * Modules of one or two statements that hold no code and yet stand alone, each for a reason a neighbour cannot take:
 * lib/env.ts puts `import "server-only"` in front of the settings, which the scripts outside Next.js read unmarked;
 * next.config.ts, which Next.js loads outside the app, reads the optimized folder without lib/images.ts's settings;
 * the beacon's path and bound are read by its client component, its route and the server entry, which can load
 * neither a client component nor a server-only module; the shortest password is read by the forms where one is
 * chosen, which must not load the team's schemas (zod, 90 KB of the browser's JavaScript).
 */
const KEPT = [
  "lib/analytics/beacon-request.ts",
  "lib/env.ts",
  "lib/optimized-images.ts",
  "lib/validations/password-length.ts",
];

function modules(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const relative = path.join(folder, file);
    const isModule = /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);
    return isModule && !relative.startsWith("lib/generated/") ? [relative] : [];
  });
}

/** A function, a class or a call: code, not a declaration of a value. */
function holdsCode(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isCallExpression(node)) return true;
  return ts.forEachChild(node, holdsCode) ?? false;
}

/** A module whose whole content is one or two statements (its directive aside), none of them code. */
function isLoneDeclaration(file: string): boolean {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest);
  const statements = source.statements.filter(
    (statement) => !(ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression)),
  );
  const declarations = statements.filter((statement) => !ts.isImportDeclaration(statement));
  return statements.length <= 2 && declarations.length > 0 && !declarations.some(holdsCode);
}

test("a constant, a type or a re-export lives in the module it belongs to, not in a file of its own", () => {
  const lone = [...modules("components"), ...modules("lib")].filter(isLoneDeclaration);
  expect(lone.sort()).toEqual(KEPT);
});
