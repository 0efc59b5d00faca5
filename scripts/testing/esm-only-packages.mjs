// The packages Jest must compile: unified's (remark, rehype, hast and mdast utilities, micromark) and otplib's plugins
// ship only as ES modules, which Jest's CommonJS runtime cannot load, and next/jest compiles nothing under node_modules
// by default.
// Found from the story renderer's own dependencies, so a new utility deep in their tree needs no edit here.
import fs from "node:fs";
import path from "node:path";

const ROOTS = [
  "unified",
  "remark-parse",
  "remark-gfm",
  "remark-breaks",
  "remark-rehype",
  "rehype-sanitize",
  "hast-util-to-jsx-runtime",
  "hast-util-to-html",
  "hast-util-to-text",
  "mdast-util-to-markdown",
  "unist-util-visit",
  // next-intl's translator, which the story's rendering test draws with (components/story/StoryBody.test.tsx).
  "use-intl",
  // The authenticator app's codes (lib/auth/totp.ts): its Base32 and hash plugins are ES modules only.
  "otplib",
];

/** The folder Node.js loads `name` from when `from` (a package's folder) requires it. */
function folderOf(name, from) {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (folder === path.dirname(folder)) return null;
  }
}

/** The names of the ES-module-only packages among the roots and everything they depend on, each name once. */
export function esmOnlyPackages() {
  const seen = new Set();
  const esm = new Set();
  const pending = ROOTS.map((name) => [name, process.cwd()]);
  while (pending.length > 0) {
    const [name, from] = pending.pop();
    const folder = folderOf(name, from);
    if (!folder || seen.has(folder)) continue;
    seen.add(folder);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"));
    if (manifest.type === "module") esm.add(name);
    pending.push(...Object.keys(manifest.dependencies ?? {}).map((dependency) => [dependency, folder]));
  }
  return [...esm].sort();
}
