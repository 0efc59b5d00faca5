// GET /sitemap/{n}.xml - part n of the sitemap of an archive past 50,000 addresses; rebuilt when a post is published
import { countPosts, listSitemapPosts, newestPublication } from "@/lib/posts";
import { leadingEntries, postEntry, sitemapPartPlan, sitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams(): { part: string }[] {
  return [];
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** Reads only this part's window of posts: a part of the whole archive would hold every post in memory at once. */
export async function GET(_request: Request, { params }: RouteContext<"/sitemap/[part]">) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).part);
  if (!match) return notFound();
  const total = await countPosts();
  const plan = sitemapPartPlan(leadingEntries(total, await newestPublication()), total, Number(match[1]));
  if (!plan) return notFound();
  const posts = plan.posts.limit > 0 ? await listSitemapPosts(plan.posts) : [];
  return new Response(sitemapXml([...plan.leading, ...posts.map(postEntry)]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
