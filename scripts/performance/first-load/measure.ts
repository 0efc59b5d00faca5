// The JavaScript a page of a running server makes a browser download before it is interactive: every external script
// its HTML names, raw and gzipped, held to issue 43's budgets (a phone's first visit).
import { gzipSync } from "node:zlib";

/** Gzipped kilobytes a first visit may download: a reader's page, and the editor's (a laptop, a form's code). */
export const FIRST_LOAD_BUDGET_KB = { public: 100, editor: 200 } as const;

export type FirstLoadPage = { path: string; kind: keyof typeof FIRST_LOAD_BUDGET_KB };

/** The editor's pages held to their budget: the dashboard, both forms, a post's history, the team and statistics. */
export function editorPages(postId: string): FirstLoadPage[] {
  const editing = `/editor/posts/${postId}`;
  return [
    "/editor",
    "/createPost",
    editing,
    `${editing}/history`,
    "/editor/eventos/nuevo",
    "/editor/autores",
    "/editor/estadisticas",
  ].map((path) => ({ path, kind: "editor" }));
}

export type FirstLoadRow = FirstLoadPage & { scripts: number; gzipKb: number; rawKb: number; ownGzipKb: number };

type Size = { raw: number; gzip: number };

const KB = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Browsers that run modules skip `noModule` scripts (the legacy polyfills), so they are not counted. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((source): source is string => Boolean(source));
}

/**
 * Each page's scripts and their sizes; "own" leaves out those every page measured shares (React, the router).
 * `cookie` signs the editor's pages in.
 */
export async function measureFirstLoad(
  base: string,
  pages: FirstLoadPage[],
  cookie = "",
): Promise<{ rows: FirstLoadRow[]; sharedGzipKb: number; shared: number }> {
  const sizes = new Map<string, Promise<Size>>();
  const sizeOf = (source: string) => {
    if (!sizes.has(source)) {
      sizes.set(
        source,
        fetch(new URL(source, base)).then(async (response) => {
          if (!response.ok) throw new Error(`${source} answered ${response.status}`);
          const body = Buffer.from(await response.arrayBuffer());
          return { raw: body.length, gzip: gzipSync(body).length };
        }),
      );
    }
    return sizes.get(source)!;
  };
  const total = async (sources: string[]) => {
    const all = await Promise.all(sources.map(sizeOf));
    return { raw: all.reduce((sum, size) => sum + size.raw, 0), gzip: all.reduce((sum, size) => sum + size.gzip, 0) };
  };

  const loaded: (FirstLoadPage & { sources: string[] })[] = [];
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`, { headers: page.kind === "editor" ? { cookie } : {} });
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    loaded.push({ ...page, sources: scriptSources(await response.text()) });
  }
  const shared = loaded[0].sources.filter((source) => loaded.every((page) => page.sources.includes(source)));
  const rows: FirstLoadRow[] = [];
  for (const { sources, ...page } of loaded) {
    const all = await total(sources);
    const own = await total(sources.filter((source) => !shared.includes(source)));
    rows.push({ ...page, scripts: sources.length, gzipKb: KB(all.gzip), rawKb: KB(all.raw), ownGzipKb: KB(own.gzip) });
  }
  return { rows, sharedGzipKb: KB((await total(shared)).gzip), shared: shared.length };
}

/** One verdict per page: its gzipped first load within its kind's budget. */
export const firstLoadVerdicts = (rows: FirstLoadRow[]) =>
  rows.map((row) => ({
    target: `${row.path} first-load JavaScript <= ${FIRST_LOAD_BUDGET_KB[row.kind]} KB gzipped`,
    figure: `${row.gzipKb} KB`,
    pass: row.gzipKb <= FIRST_LOAD_BUDGET_KB[row.kind],
  }));

export function printFirstLoad(base: string, figures: Awaited<ReturnType<typeof measureFirstLoad>>): void {
  console.log(
    `First-load JavaScript of ${base} (external scripts; "own KB gzip" leaves out the ${figures.shared} that every ` +
      `page shares, ${figures.sharedGzipKb} KB gzipped)`,
  );
  console.table(
    figures.rows.map((row) => ({
      page: row.path,
      scripts: row.scripts,
      "KB gzip": row.gzipKb,
      "KB raw": row.rawKb,
      "own KB gzip": row.ownGzipKb,
      budget: FIRST_LOAD_BUDGET_KB[row.kind],
    })),
  );
}
