// The author pages in the sitemaps: the first page of every author with a post online.
import "server-only";
import { db } from "@/lib/db";
import { visibleAt } from "@/lib/newsroom/post-state";
import { authorSlugOf } from "@/lib/authors/author-slug";
import { authorPath } from "@/lib/authors/author-paths";
import type { SitemapEntry } from "./sitemap";

const latest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);

/**
 * One entry per author, by slug, modified when their newest post went online or changed, or their profile did. The
 * posts are grouped by their author text in one read of the author index; the sitemap is built once per refresh.
 */
export async function authorSitemapEntries(): Promise<SitemapEntry[]> {
  const [groups, rows] = await Promise.all([
    db.post.groupBy({ by: ["author"], where: visibleAt(), _max: { publishedAt: true, updatedAt: true } }),
    db.author.findMany({ select: { slug: true, updatedAt: true } }),
  ]);
  const modified = new Map<string, Date | undefined>();
  for (const { author, _max } of groups) {
    const slug = authorSlugOf(author);
    if (slug) modified.set(slug, latest([modified.get(slug), _max.publishedAt, _max.updatedAt]));
  }
  for (const { slug, updatedAt } of rows) {
    if (modified.has(slug)) modified.set(slug, latest([modified.get(slug), updatedAt]));
  }
  return [...modified]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, lastModified]) => ({ path: authorPath(slug), lastModified }));
}
