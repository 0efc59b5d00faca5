import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthenticatedFlagGate } from "@/components/editor/AuthenticatedFlagGate";
import { AuthorTable } from "@/components/editor/AuthorTable";
import { EditorBar } from "@/components/editor/EditorBar";
import { requireEditor } from "@/components/editor/require-editor";
import { PageIntro } from "@/components/layout/PageIntro";
import { listAuthorProfiles } from "@/lib/authors/author-profiles";
import { AUTHORS_EDITOR_PATH } from "@/lib/authors/author-slug";
import { EDITOR_PATH } from "@/lib/editor/editor-paths";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Authors.editor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/autores - every author a post names, in any state, or the editor described
export default async function AuthorsEditorPage() {
  await requireEditor(AUTHORS_EDITOR_PATH);
  const [t, editor, logout, authors] = await Promise.all([
    getTranslations("Authors.editor"),
    getTranslations("Editor"),
    getTranslations("Logout"),
    listAuthorProfiles(),
  ]);
  return (
    <div className="container">
      <AuthenticatedFlagGate />
      <PageIntro title={t("title")} lead={t("lead")}>
        <EditorBar
          label={editor("navigation")}
          links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
          logout={logout("label")}
          isAuthorsPage
        />
      </PageIntro>
      <p>{t("count", { count: authors.length })}</p>
      {authors.length > 0 ? <AuthorTable authors={authors} /> : <p>{t("empty")}</p>}
    </div>
  );
}
