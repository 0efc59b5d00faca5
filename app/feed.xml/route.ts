// GET /feed.xml - RSS 2.0 of the latest posts; rebuilt when a post is published
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { feedXml, FEED_SIZE } from "@/lib/seo/feed";
import { listFeedPosts } from "@/lib/posts";

export const dynamic = "force-static";

export async function GET() {
  await cacheUnderArchive(cacheTags.feed);
  const posts = await listFeedPosts({ limit: FEED_SIZE });
  return new Response(await feedXml(posts), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
