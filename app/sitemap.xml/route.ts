// GET /sitemap.xml - every public page and every post (a sitemap index past 50,000); rebuilt after a publication
import { keptSitemap } from "@/lib/seo/kept-sitemaps";
import { otherMethods } from "@/lib/api/methods";

// Kept by lib/seo/kept-sitemaps.ts, not by Next.js's page cache (see there why).
export const dynamic = "force-dynamic";

export async function GET() {
  return new Response(await keptSitemap(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
