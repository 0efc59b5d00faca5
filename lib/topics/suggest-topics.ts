// The topics the post form suggests as the editor types.
import "server-only";
import { db } from "../db";
import type { TopicRef } from "../newsroom/post-topics";
import { topicSlugOf } from "../validations/post-links";

const SUGGESTIONS = 8;

/**
 * Topics whose slug holds the folded words typed ("mex" finds "EDC México"), those starting with them first, then
 * alphabetically; none for text without a letter or digit.
 */
export async function suggestTopics(typed: string): Promise<TopicRef[]> {
  const words = topicSlugOf(typed);
  if (words === "") return [];
  const found = await db.topic.findMany({ where: { slug: { contains: words } }, orderBy: { slug: "asc" }, take: 100 });
  const starts = (topic: TopicRef) => (topic.slug.startsWith(words) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, SUGGESTIONS);
}
