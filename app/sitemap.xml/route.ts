// GET /sitemap.xml - every public page and every post (a sitemap index past 50,000); rebuilt when a post is published
import { listIndexedPosts } from "@/lib/posts";
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapIndexXml, sitemapPartCount, sitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";

export async function GET() {
  const entries = sitemapEntries(await listIndexedPosts());
  const xml = entries.length > SITEMAP_MAX_URLS ? sitemapIndexXml(sitemapPartCount(entries.length)) : sitemapXml(entries);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
