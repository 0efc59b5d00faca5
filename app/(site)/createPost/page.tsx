import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { eventChoices } from "@/components/editor/post-form/event-choices";
import { postFormLabels } from "@/components/editor/post-form/post-form-labels";
import { PostForm } from "@/components/editor/post-form/PostForm";
import { SignInActivity } from "@/components/editor/login/SignInActivity";
import { EDITOR_PATH, CREATE_POST_PATH } from "@/lib/editor/editor-paths";
import { requireEditor } from "@/components/editor/require-editor";
import { newsroomDay } from "@/lib/dates/newsroom-time";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PostForm");
  return { title: `${t("pageTitle")} | ${site.product}`, robots: { index: false, follow: false } };
}

/** The server decides with the session cookie; the localStorage gate only mirrors the specification. */
export default async function CreatePostPage() {
  const session = await requireEditor("/createPost", CREATE_POST_PATH);
  const [t, labels, events] = await Promise.all([getTranslations("PostForm"), postFormLabels(), eventChoices()]);
  return (
    <div className="container">
      <EditorIntro title={t("title")} lead={t("lead")} links={[{ href: EDITOR_PATH, label: t("toDashboard") }]} />
      <SignInActivity
        failed={session.failedSignInsBefore}
        text={t("failedSignIns", { count: session.failedSignInsBefore })}
      />
      <PostForm
        publishingToken={session.publishingToken}
        today={newsroomDay(new Date())}
        labels={labels}
        events={events}
      />
    </div>
  );
}
