import "server-only";
import { countPosts, listSitemapPosts, newestPostTimes } from "../posts";
import { latestModification } from "./post-dates";
import { topicSitemapEntries } from "../topics/topic-sitemap";
import {
  leadingEntries,
  postEntry,
  SITEMAP_MAX_URLS,
  sitemapAddressCount,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartCount,
  sitemapPartPlan,
  sitemapXml,
  type SitemapPartPlan,
} from "./sitemap";

/** /sitemap.xml: every address, or past the protocol's limit an index of the parts (which needs no post). */
export async function sitemapDocument(limit = SITEMAP_MAX_URLS): Promise<string> {
  const [total, topics] = await Promise.all([countPosts(), topicSitemapEntries()]);
  const count = sitemapAddressCount(total, topics);
  return count > limit
    ? sitemapIndexXml(sitemapPartCount(count, limit))
    : sitemapXml(sitemapEntries(await listSitemapPosts(), topics));
}

/** What part `part` (from 1) of a sitemap past the limit holds in the archive as it is now; null past the end. */
export async function currentPartPlan(part: number, limit = SITEMAP_MAX_URLS): Promise<SitemapPartPlan | null> {
  const [total, newest, topics] = await Promise.all([countPosts(), newestPostTimes(), topicSitemapEntries()]);
  return sitemapPartPlan(leadingEntries(total, latestModification(newest), topics), total, part, limit);
}

/** The part a plan describes, reading only its window of posts. */
export async function sitemapPartDocument(plan: SitemapPartPlan): Promise<string> {
  const posts = plan.posts.limit > 0 ? await listSitemapPosts(plan.posts) : [];
  return sitemapXml([...plan.leading, ...posts.map(postEntry)]);
}
