// GET /sitemap.xml - every public page and every post (a sitemap index past 50,000); rebuilt when a post is published
import { countPosts, listSitemapPosts } from "@/lib/posts";
import { SITEMAP_MAX_URLS, sitemapAddressCount, sitemapEntries, sitemapIndexXml, sitemapPartCount, sitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";

export async function GET() {
  const count = sitemapAddressCount(await countPosts());
  // Past the protocol's limit only the number of parts is needed, not the posts.
  const xml =
    count > SITEMAP_MAX_URLS ? sitemapIndexXml(sitemapPartCount(count)) : sitemapXml(sitemapEntries(await listSitemapPosts()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
