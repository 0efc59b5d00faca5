// GET /sitemap/{n}.xml - part n of the sitemap of an archive past 50,000 addresses; rebuilt when a post is published
import { listIndexedPosts } from "@/lib/posts";
import { sitemapEntries, sitemapPart, sitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams(): { part: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/sitemap/[part]">) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).part);
  const entries = match ? sitemapPart(sitemapEntries(await listIndexedPosts()), Number(match[1])) : null;
  if (!entries) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(sitemapXml(entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
