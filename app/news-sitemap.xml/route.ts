// GET /news-sitemap.xml - Google News sitemap of the posts published in the last 48 hours (lib/seo/post-dates.ts)
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { listNewsPosts, newsSitemapXml } from "@/lib/seo/news-sitemap";

export const dynamic = "force-static";
/** Rebuilt on publishing, and hourly so posts leave the 48-hour window (or enter it, dated ahead) between publications. */
export const revalidate = 3600;

export async function GET() {
  await cacheUnderArchive(cacheTags.newsSitemap);
  const posts = await listNewsPosts(new Date());
  return new Response(newsSitemapXml(posts), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
