// After a live update was written: the post's page, which shows it, the feeds, whose item for the post carries it (the
// site's and its topics'), the sitemaps, whose entry for the post is modified then, and the answer readers' open pages
// poll.
import "server-only";
import { cacheTags } from "../cache-tags";
import { refreshTags } from "../revalidate";
import { topicsOfPost } from "../topics/topic-posts";

export async function refreshLivePages(postId: string): Promise<void> {
  const topics = await topicsOfPost(postId);
  await refreshTags(
    [
      cacheTags.post(postId),
      cacheTags.feed,
      cacheTags.sitemaps,
      // Not the topic's own tag: it holds the topic's pages and every post page that has the topic, none of which show
      // the updates, and a festival's coverage writes one every few minutes.
      ...topics.map(({ slug }) => cacheTags.topicFeed(slug)),
    ],
    [cacheTags.liveAnswer(postId)],
  );
}
