import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { editedPostOf } from "@/components/editor/edited-post";
import { editPostLabels } from "@/components/editor/post-form/edit-post-labels";
import { eventChoices } from "@/components/editor/post-form/event-choices";
import { EditPostForm } from "@/components/editor/post-form/EditPostForm";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { postActionLabels } from "@/components/editor/dashboard/post-action-labels";
import { PostActions } from "@/components/editor/dashboard/PostActions";
import { PostEditorIntro } from "@/components/editor/PostEditorIntro";
import { PostReviewPanel } from "@/components/editor/review/PostReviewPanel";
import { reviewOfPost } from "@/lib/editor/review-queue";
import { storedPhotoOf } from "@/components/editor/photo/stored-photo";
import { PostReadership } from "@/components/editor/stats/PostReadership";
import { readPostStats } from "@/lib/analytics/site-stats";
import { editPostPath } from "@/lib/editor/editor-paths";
import { requireEditorPost } from "@/components/editor/require-editor";
import { actionsFor, publishesPost } from "@/lib/newsroom/post-rights";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EditPost");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

const NOTICES = ["draft", "schedule", "saved", "restored"] as const;
const noticeOf = (value: unknown) => NOTICES.find((notice) => notice === value);

// GET /editor/posts/{id} - the edit form of a post in any state (a post in the trash can only be restored)
export default async function EditPostPage({ params, searchParams }: PageProps<"/editor/posts/[id]">) {
  const { id } = await params;
  const { session, post } = await requireEditorPost("/editor/posts/[id]", id, editPostPath(id));
  const [t, labels, actions, photo, events, readers, review, coversLive] = await Promise.all([
    getTranslations("EditPost"),
    editPostLabels(),
    postActionLabels(),
    storedPhotoOf(post.image),
    eventChoices(post.event),
    readPostStats(post.id),
    reviewOfPost(post.id),
    publishesPost(session.account, post.id),
  ]);
  const notice = noticeOf((await searchParams).aviso);
  const edited = editedPostOf(post);
  const listed = { id: post.id, title: post.title, state: post.status, version: post.version };
  // The page opens only for its owner or a role that changes any post (requireEditorPost).
  const allowed = actionsFor(session.account, { ownerId: session.account.id, state: listed.state });
  return (
    <div className="container">
      <PostEditorIntro post={post} page="edit" title={t("title")} coversLive={coversLive} />
      <EditorStatus publishingToken={session.publishingToken} notice={notice && t(`notices.${notice}`)}>
        {edited ? (
          <>
            <PostReviewPanel post={listed} review={review} person={session.account} />
            <EditPostForm key={post.id} stored={edited} photo={photo} events={events} labels={labels} />
            <PostActions post={listed} labels={actions} actions={allowed.filter((action) => action === "delete")} />
          </>
        ) : (
          <>
            <p>{t("trashed", { when: formatNewsroomDateTime(post.trashedAt ?? post.updatedAt) })}</p>
            <PostActions post={listed} labels={actions} actions={allowed} />
          </>
        )}
      </EditorStatus>
      <PostReadership stats={readers} />
    </div>
  );
}
