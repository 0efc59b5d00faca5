import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { liveEditorLabels } from "@/components/editor/live/live-editor-labels";
import { LiveUpdateForm } from "@/components/editor/live/LiveUpdateForm";
import { LiveUpdateList } from "@/components/editor/live/LiveUpdateList";
import { LiveWindowNote } from "@/components/editor/live/LiveWindowNote";
import { PostEditorIntro } from "@/components/editor/PostEditorIntro";
import { requireEditorLiveCoverage } from "@/components/editor/require-editor";
import { liveCoveragePath } from "@/lib/editor/editor-paths";
import { listLiveUpdates } from "@/lib/live/live-updates";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("LiveEditor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/posts/{id}/en-vivo - the post's live coverage: its window, a new update, and its updates to pin or delete
export default async function LiveCoveragePage({ params }: PageProps<"/editor/posts/[id]/en-vivo">) {
  const { id } = await params;
  const { session, post } = await requireEditorLiveCoverage("/editor/posts/[id]/en-vivo", id, liveCoveragePath(id));
  const [t, labels, updates] = await Promise.all([
    getTranslations("LiveEditor"),
    liveEditorLabels(),
    listLiveUpdates(post.id),
  ]);
  return (
    <div className="container">
      <PostEditorIntro post={post} page="live" title={t("title")} />
      <LiveWindowNote post={post} />
      <EditorStatus publishingToken={session.publishingToken}>
        <LiveUpdateForm postId={post.id} labels={labels.form} />
        <LiveUpdateList postId={post.id} updates={updates} labels={labels.list} />
      </EditorStatus>
    </div>
  );
}
