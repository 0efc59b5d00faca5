import "server-only";
import { countPosts, listSitemapPosts, newestPostTimes } from "../posts";
import { latestModification } from "./post-dates";
import { authorSitemapEntries } from "./sitemap-authors";
import { eventSitemapEntries } from "./sitemap-events";
import { topicSitemapEntries } from "../topics/topic-sitemap";
import {
  leadingEntries,
  postEntry,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapPartCount,
  sitemapPartPlan,
  sitemapXml,
  type SitemapEntry,
  type SitemapPartPlan,
} from "./sitemap";

/**
 * The addresses before the posts, as the archive is now: home, the list pages, the fixed pages, topics, authors and
 * the guide's pages.
 */
async function leadingPages(): Promise<{ leading: SitemapEntry[]; total: number }> {
  const [total, newest, topics, authors, events] = await Promise.all([
    countPosts(),
    newestPostTimes(),
    topicSitemapEntries(),
    authorSitemapEntries(),
    eventSitemapEntries(),
  ]);
  return { leading: leadingEntries(total, latestModification(newest), [...topics, ...authors, ...events]), total };
}

/** /sitemap.xml: every address, or past the protocol's limit an index of the parts (which needs no post). */
export async function sitemapDocument(limit = SITEMAP_MAX_URLS): Promise<string> {
  const { leading, total } = await leadingPages();
  const count = leading.length + total;
  return count > limit
    ? sitemapIndexXml(sitemapPartCount(count, limit))
    : sitemapXml([...leading, ...(await listSitemapPosts()).map(postEntry)]);
}

/** What part `part` (from 1) of a sitemap past the limit holds in the archive as it is now; null past the end. */
export async function currentPartPlan(part: number, limit = SITEMAP_MAX_URLS): Promise<SitemapPartPlan | null> {
  const { leading, total } = await leadingPages();
  return sitemapPartPlan(leading, total, part, limit);
}

/** The part a plan describes, reading only its window of posts. */
export async function sitemapPartDocument(plan: SitemapPartPlan): Promise<string> {
  const posts = plan.posts.limit > 0 ? await listSitemapPosts(plan.posts) : [];
  return sitemapXml([...plan.leading, ...posts.map(postEntry)]);
}
