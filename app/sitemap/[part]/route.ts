// GET /sitemap/{n}.xml - part n of the sitemap of an archive past 50,000 addresses; rebuilt after a publication
import { keptSitemapPart } from "@/lib/seo/kept-sitemaps";
import { otherMethods } from "@/lib/api/methods";
import { notFoundHeaders } from "@/lib/not-found";

// Kept by lib/seo/kept-sitemaps.ts, not by Next.js's page cache (see there why).
export const dynamic = "force-dynamic";

/** No such part now; one may come to exist when the archive grows past one sitemap. */
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", ...notFoundHeaders } });

export async function GET(_request: Request, { params }: RouteContext<"/sitemap/[part]">) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).part);
  const document = match ? await keptSitemapPart(Number(match[1])) : null;
  if (!document) return notFound();
  return new Response(document, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
