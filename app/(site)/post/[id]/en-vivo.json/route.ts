// GET /post/{id}/en-vivo.json - a live post's newest updates, for the reader's open page (docs/live.md). Kept in the
// page cache under its own tag, which every write of the post or its updates refreshes once (cacheTags.liveAnswer),
// so an update renders it once, and the proxy's cache serves it to every reader in between: the app servers do no
// work per reader.
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { liveAnswerOf } from "@/lib/live/live-answer";
import { notFoundHeaders } from "@/lib/not-found";
import { findPost } from "@/lib/posts";

export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const notFound = () => Response.json({ error: "No live post has this id." }, { status: 404, headers: notFoundHeaders });

export async function GET(_request: Request, { params }: RouteContext<"/post/[id]/en-vivo.json">) {
  const { id } = await params;
  await cacheUnder(cacheTags.liveAnswer(id));
  const post = await findPost(id);
  if (!post?.coverageStart) return notFound();
  return Response.json(await liveAnswerOf(post.id));
}
