// npm run first-load-js [-- --url http://127.0.0.1:3000] [--post /post/{id}] - the JavaScript each page of a running
// server makes a browser download before it is interactive, against its budget (measure.ts); exits 1 when a page is
// over. The editor's pages are measured too when the editor's credentials are known (--email and --password,
// ADMIN_EMAIL and ADMIN_PASSWORD, or the demo's data/credentials.json). The post page is the news list's first post,
// or --post's; the event, topic and author are the first that /eventos and the post link to.
import { baseUrl, demoCredentials, firstLink, firstPostPath, flagValue } from "../running-site";
import { editorPages, firstLoadVerdicts, measureFirstLoad, printFirstLoad, type FirstLoadPage } from "./measure";

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
  const linked = await Promise.all([
    firstLink(base, "/eventos", "/eventos/"),
    firstLink(base, post, "/tema/"),
    firstLink(base, post, "/autor/"),
  ]);
  const publicPaths = [
    "/",
    "/post",
    "/post?page=2",
    post,
    ...linked.filter((path): path is string => path !== null),
    "/eventos",
    "/buscar?q=techno",
    "/team",
    "/contact",
    "/cookies",
    "/login",
  ];
  const editor = editorOf(args);
  const cookie = editor ? await signedIn(base, editor) : "";
  const pages: FirstLoadPage[] = [
    ...publicPaths.map((path) => ({ path, kind: "public" as const })),
    ...(editor ? editorPages(post.slice("/post/".length)) : []),
  ];
  const figures = await measureFirstLoad(base, pages, cookie);
  printFirstLoad(base, figures);
  if (!editor) console.log("The editor's pages were left out: no editor credentials (--email and --password).");
  const checks = firstLoadVerdicts(figures.rows);
  for (const check of checks.filter(({ pass }) => !pass)) console.log(`OVER  ${check.target}: ${check.figure}`);
  process.exitCode = checks.every(({ pass }) => pass) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
