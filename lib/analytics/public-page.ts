// Whether a path is a page a reader can see: only those are counted, so no one can fill the tables with made-up ones.
import "server-only";
import { namesOf } from "../authors/author-names";
import { db } from "../db";
import { visibleAt } from "../newsroom/post-state";
import { SEARCH_PATH } from "../search/search-path";
import { TOPICS_PATH } from "../topics/topic-paths";
import {
  CONTACT_PATH,
  COOKIES_PATH,
  EVENTS_PATH,
  HOME_PATH,
  NEWS_PATH,
  PAST_EVENTS_PATH,
  PRIVACY_PATH,
  TEAM_PATH,
} from "../urls";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../validations/post-fields";
import { KnownPaths } from "./known-paths";

const FIXED_PAGES = new Set([
  HOME_PATH,
  NEWS_PATH,
  TEAM_PATH,
  CONTACT_PATH,
  COOKIES_PATH,
  PRIVACY_PATH,
  EVENTS_PATH,
  PAST_EVENTS_PATH,
  TOPICS_PATH,
  SEARCH_PATH,
]);

const found = (row: unknown) => row !== null;

/** The pages with an id or slug in their path, and the query that tells whether one is online. */
const DYNAMIC_PAGES: Record<string, (slug: string, now: Date) => Promise<boolean>> = {
  [NEWS_PATH]: (id, now) => db.post.findFirst({ where: { id, ...visibleAt(now) }, select: { id: true } }).then(found),
  [EVENTS_PATH]: (id) => db.event.findUnique({ where: { id }, select: { id: true } }).then(found),
  [TOPICS_PATH]: (slug, now) =>
    db.postTopic.findFirst({ where: { topicSlug: slug, post: visibleAt(now) }, select: { postId: true } }).then(found),
  "/autor": async (slug, now) => {
    const names = await namesOf(slug);
    if (names.length === 0) return false;
    return found(
      await db.post.findFirst({ where: { author: { in: names }, ...visibleAt(now) }, select: { id: true } }),
    );
  },
};

/** A path's answer is kept a minute: a post taken offline stops being counted within it. */
const known = new KnownPaths(5_000, 60_000);

async function lookUp(path: string, now: Date): Promise<boolean> {
  if (FIXED_PAGES.has(path)) return true;
  const match = /^(\/[a-z]+)\/([^/]+)$/.exec(path);
  const isPublic = match && DYNAMIC_PAGES[match[1]];
  const slug = match?.[2] ?? "";
  if (!isPublic || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return false;
  return isPublic(slug, now);
}

/** Whether `path` is a public page of the site now: fixed, or a post, event, topic or author online. */
export async function isPublicPage(path: string, now: Date = new Date()): Promise<boolean> {
  const remembered = known.get(path, now.getTime());
  if (remembered !== undefined) return remembered;
  const answer = await lookUp(path, now);
  known.remember(path, answer, now.getTime());
  return answer;
}
