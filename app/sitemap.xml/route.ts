// GET /sitemap.xml - every public page and every post; rebuilt when a post is published
import { listIndexedPosts } from "@/lib/posts";
import { sitemapEntries, sitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";

export async function GET() {
  const posts = await listIndexedPosts();
  return new Response(sitemapXml(sitemapEntries(posts)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
