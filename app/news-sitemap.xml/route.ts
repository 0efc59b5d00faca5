// GET /news-sitemap.xml - Google News sitemap of the posts published in the last 48 hours
import { listPostsPublishedSince } from "@/lib/posts";
import { newsSitemapXml, newsWindowStart } from "@/lib/seo/news-sitemap";

export const dynamic = "force-static";
/** Rebuilt on publishing, and hourly so posts leave the 48-hour window without waiting for the next one. */
export const revalidate = 3600;

export async function GET() {
  const posts = await listPostsPublishedSince(newsWindowStart(new Date()));
  return new Response(newsSitemapXml(posts), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
