import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { PostEditorIntro } from "@/components/editor/PostEditorIntro";
import { RevisionCompare } from "@/components/editor/revisions/RevisionCompare";
import { RevisionDiff } from "@/components/editor/revisions/RevisionDiff";
import { RevisionList } from "@/components/editor/revisions/RevisionList";
import { RevisionStory } from "@/components/story/RevisionStory";
import { postHistoryPath } from "@/lib/editor/editor-paths";
import { requireEditorPost } from "@/components/editor/require-editor";
import { revisionPair } from "@/lib/editor/revision-pair";
import { listRevisions } from "@/lib/newsroom/revisions";
import { publishesPost } from "@/lib/newsroom/post-rights";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PostHistory");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/posts/{id}/history?desde=N&hasta=M - every saved version, two of them compared, and restore
export default async function PostHistoryPage({ params, searchParams }: PageProps<"/editor/posts/[id]/history">) {
  const { id } = await params;
  const { session, post } = await requireEditorPost("/editor/posts/[id]/history", id, postHistoryPath(id));
  const [t, revisions, coversLive] = await Promise.all([
    getTranslations("PostHistory"),
    listRevisions(post.id),
    publishesPost(session.account, post.id),
  ]);
  if (!revisions || revisions.length === 0) notFound();
  const { from, to } = revisionPair(revisions, await searchParams);
  return (
    <div className="container">
      <PostEditorIntro post={post} page="history" title={t("title")} coversLive={coversLive} />
      <p>{t("lead", { title: post.title })}</p>
      <EditorStatus publishingToken={session.publishingToken}>
        {revisions.length > 1 ? (
          <>
            <RevisionCompare postId={post.id} revisions={revisions} from={from.number} to={to.number} />
            <RevisionDiff from={from} to={to} />
          </>
        ) : (
          <p>{t("onlyOne")}</p>
        )}
        <RevisionStory revision={to} />
        <RevisionList post={post} revisions={revisions} />
      </EditorStatus>
    </div>
  );
}
