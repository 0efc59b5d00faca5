// npm run first-load-js [-- --url http://127.0.0.1:3000] - the JavaScript each page of a running server makes a
// browser download before it is interactive: every external script of the page's HTML, raw and gzipped. The editor's
// pages are measured too when the editor's credentials are known (--email and --password, ADMIN_EMAIL and
// ADMIN_PASSWORD, or the demo's data/credentials.json). The post page is the news list's first post, or --post's.
import { gzipSync } from "node:zlib";
import { baseUrl, demoCredentials, firstPostPath, flagValue } from "./running-site";

type Script = { raw: number; gzip: number };

const KB = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Browsers that run modules skip `noModule` scripts (the legacy polyfills), so they are not counted. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((source): source is string => Boolean(source));
}

type Editor = { email: string; password: string };

function editorOf(args: string[]): Editor | null {
  const email = flagValue(args, "email") ?? process.env.ADMIN_EMAIL;
  const password = flagValue(args, "password") ?? process.env.ADMIN_PASSWORD;
  if (email && password) return { email, password };
  const { adminEmail, adminPassword } = demoCredentials() ?? {};
  return adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null;
}

/** The session cookie of the editor, signed in as the login form does. */
async function signedIn(base: string, { email, password }: Editor): Promise<string> {
  const response = await fetch(`${base}/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function main() {
  const args = process.argv.slice(2);
  const base = baseUrl(args);
  // --post /post/{id}: a post of one's choice (a story with a player loads the player's script too).
  const post = flagValue(args, "post") ?? (await firstPostPath(base));
  const paths = ["/", "/post", "/post?page=2", post, "/team", "/contact", "/cookies", "/login"];
  const editor = editorOf(args);
  const cookie = editor ? await signedIn(base, editor) : "";
  const editing = `/editor/posts/${post.slice("/post/".length)}`;
  const editorPaths = editor
    ? ["/editor", "/createPost", editing, `${editing}/history`, "/editor/autores", "/editor/estadisticas"]
    : [];
  const scripts = new Map<string, Promise<Script>>();
  const measure = (source: string) => {
    if (!scripts.has(source)) {
      scripts.set(
        source,
        fetch(new URL(source, base)).then(async (response) => {
          if (!response.ok) throw new Error(`${source} answered ${response.status}`);
          const body = Buffer.from(await response.arrayBuffer());
          return { raw: body.length, gzip: gzipSync(body).length };
        }),
      );
    }
    return scripts.get(source)!;
  };

  const pages: { path: string; sources: string[] }[] = [];
  for (const pagePath of [...paths, ...editorPaths]) {
    const response = await fetch(`${base}${pagePath}`, { headers: editorPaths.includes(pagePath) ? { cookie } : {} });
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    pages.push({ path: pagePath, sources: scriptSources(await response.text()) });
  }
  const shared = pages[0].sources.filter((source) => pages.every((page) => page.sources.includes(source)));
  const total = async (sources: string[]) => {
    const sizes = await Promise.all(sources.map(measure));
    const sum = (field: keyof Script) => sizes.reduce((bytes, size) => bytes + size[field], 0);
    return { raw: sum("raw"), gzip: sum("gzip") };
  };

  const rows = [];
  for (const page of pages) {
    const all = await total(page.sources);
    const own = await total(page.sources.filter((source) => !shared.includes(source)));
    rows.push({
      page: page.path,
      scripts: page.sources.length,
      "KB gzip": KB(all.gzip),
      "KB raw": KB(all.raw),
      "own KB gzip": KB(own.gzip),
    });
  }
  const common = await total(shared);
  console.log(
    `First-load JavaScript of ${base} (external scripts; "own" leaves out the ${shared.length} that every page ` +
      `shares, ${KB(common.gzip)} KB gzipped)`,
  );
  console.table(rows);
  if (!editor) console.log("The editor's pages were left out: no editor credentials (--email and --password).");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
