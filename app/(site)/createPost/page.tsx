import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthenticatedFlagGate } from "@/components/editor/AuthenticatedFlagGate";
import { POST_FIELD_CODES, type PostFieldCode } from "@/components/editor/field-errors";
import { LogoutButton } from "@/components/editor/LogoutButton";
import { PostForm } from "@/components/editor/PostForm";
import { SignInActivity } from "@/components/editor/SignInActivity";
import { PageIntro } from "@/components/layout/PageIntro";
import { editorSession } from "@/lib/auth/editor-session";
import { newsroomDay } from "@/lib/seo/dates";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PostForm");
  return { title: `${t("pageTitle")} | ${site.product}`, robots: { index: false, follow: false } };
}

/** The server decides with the session cookie; the localStorage gate only mirrors the specification. */
export default async function CreatePostPage() {
  const session = await editorSession();
  if (!session) redirect("/login?next=/createPost");
  const [t, logout] = await Promise.all([getTranslations("PostForm"), getTranslations("Logout")]);
  const errors = Object.fromEntries(POST_FIELD_CODES.map((code) => [code, t(`errors.${code}`)]));
  return (
    <div className="container">
      <AuthenticatedFlagGate />
      <PageIntro title={t("title")} lead={t("lead")}>
        <LogoutButton label={logout("label")} />
      </PageIntro>
      <SignInActivity
        failed={session.failedSignInsBefore}
        text={t("failedSignIns", { count: session.failedSignInsBefore })}
      />
      <PostForm
        publishingToken={session.publishingToken}
        today={newsroomDay(new Date())}
        labels={{
          fields: {
            id: t("id"),
            title: t("titleField"),
            description: t("description"),
            introduction: t("introduction"),
            climax: t("climax"),
            conclusion: t("conclusion"),
            author: t("author"),
            image: t("image"),
            date: t("date"),
          },
          idHint: t("idHint"),
          save: t("save"),
          saving: t("saving"),
          incomplete: t("incomplete"),
          failed: t("failed"),
          sessionExpired: t("sessionExpired"),
          reload: t("reload"),
          errors: errors as Record<PostFieldCode, string>,
        }}
      />
    </div>
  );
}
