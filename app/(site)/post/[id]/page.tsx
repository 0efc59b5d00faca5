import type { Metadata } from "next";
import { coverAlt } from "@/components/post/cover-alt";
import { LiveUpdates } from "@/components/live/LiveUpdates";
import { MissingPost } from "@/components/post/MissingPost";
import { PostArticle } from "@/components/post/PostArticle";
import { SignupForm } from "@/components/newsletter/SignupForm";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { PostTopics } from "@/components/topics/PostTopics";
import { readMostRead } from "@/lib/analytics/most-read";
import { findPostEvent } from "@/lib/events/post-event";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { coverageChangesAt, coverageOf } from "@/lib/newsroom/live-window";
import { readPostUpdates } from "@/lib/live/post-updates";
import { findPost, HOME_POSTS, listPosts } from "@/lib/posts";
import { postMetadata } from "@/lib/seo/metadata";
import { editedAt } from "@/lib/seo/post-dates";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import { postEnd } from "@/lib/topics/post-end";

// The newest posts render at build time, every other post on its first visit; all are then served from the cache
// until a publication refreshes them, or for five minutes at most ("Lo más leído"). A route with no page rendered at
// build gets no prefetch hints.
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return (await listPosts({ limit: HOME_POSTS })).map(({ id }) => ({ id }));
}

/**
 * Set by the page, not the layout: the share card file of this folder belongs to the page's level, and only metadata
 * of the same level can drop it for a missing post. A missing post's words are set here too: Next.js reads
 * ./not-found.tsx's metadata only when the metadata fails, not when the page does.
 */
export async function generateMetadata({ params }: PageProps<"/post/[id]">): Promise<Metadata> {
  const post = await findPost((await params).id);
  if (!post) return missingPageMetadata("postNotFound");
  return postMetadata(post, await coverAlt(post), await readPostUpdates(post.id));
}

export default async function PostPage({ params }: PageProps<"/post/[id]">) {
  const post = await findPost((await params).id);
  if (!post)
    return (
      <NotFoundAnswer>
        <MissingPost reason="notFound" />
      </NotFoundAnswer>
    );
  const [end, event, mostRead, updates] = await Promise.all([
    postEnd(post.id),
    findPostEvent(post.eventId),
    readMostRead(post.id),
    readPostUpdates(post.id),
  ]);
  const coverage = coverageOf(post);
  // The section's light turns on and off with the coverage: the page is rendered again at those instants.
  const changesAt = coverageChangesAt(coverage, new Date());
  if (changesAt) await cacheUnder(cacheTags.due(changesAt));
  return (
    <>
      <PostArticle post={post} editedAt={editedAt(post)} event={event} />
      <LiveUpdates postId={post.id} coverage={coverage} updates={updates} />
      <SignupForm placement="post" source="post" />
      <PostTopics {...end} mostRead={mostRead} />
    </>
  );
}
