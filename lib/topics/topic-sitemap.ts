// The topic pages the sitemaps list: /tema, and every page of every topic with posts online.
import "server-only";
import { pageCount } from "../posts";
import { topicPagePath, TOPICS_PATH } from "./topic-paths";
import { listTopicsOnline } from "./topic-posts";

export async function topicSitemapEntries(): Promise<{ path: string }[]> {
  const topics = await listTopicsOnline();
  const pages = topics.flatMap(({ slug, posts }) =>
    Array.from({ length: pageCount(posts) }, (_, index) => ({ path: topicPagePath(slug)(index + 1) })),
  );
  return topics.length > 0 ? [{ path: TOPICS_PATH }, ...pages] : [];
}
