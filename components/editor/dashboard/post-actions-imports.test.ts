import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..", "..");
// Type-only imports leave nothing in the browser's code, so they are not followed.
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Every module of the site a file brings into the browser's code, itself included. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
    const next = resolve(file, specifier);
    if (next) reached(next, seen);
  }
  return seen;
}

test("the dashboard's lifecycle buttons do not bring the post schema (and zod) to the browser", () => {
  const modules = [...reached(path.join(__dirname, "PostActions.tsx"))].map((file) => path.relative(ROOT, file));
  expect(modules).toContain("lib/newsroom/post-actions.ts");
  expect(modules).not.toContain("lib/validations/post.ts");
  expect(modules).not.toContain("lib/zod.ts");
});
