// Whether an address is answered from the page cache: Next.js says so in x-nextjs-cache, HIT when it served a stored
// answer without rendering (MISS and STALE render, the latter in the background).
import type { Verdict } from "./report";

export async function servedFromCache(baseUrl: string, path: string): Promise<Verdict> {
  const statuses: string[] = [];
  for (const request of ["first", "second"]) {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    statuses.push(`${request} ${response.status} ${response.headers.get("x-nextjs-cache") ?? "no x-nextjs-cache"}`);
  }
  return {
    target: `${path} served from the page cache (a second request is a HIT, not rendered)`,
    figure: statuses.join(", "),
    pass: /^second 200 HIT$/.test(statuses[1]),
  };
}
