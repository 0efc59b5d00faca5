import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthorTable } from "@/components/editor/authors/AuthorTable";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { requireEditor } from "@/components/editor/require-editor";
import { listAuthorProfiles } from "@/lib/authors/author-profiles";
import { AUTHORS_EDITOR_PATH } from "@/lib/authors/author-paths";
import { EDITOR_PATH } from "@/lib/editor/editor-paths";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Authors.editor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/autores - every author a post names, in any state, or the editor described
export default async function AuthorsEditorPage() {
  await requireEditor("/editor/autores", AUTHORS_EDITOR_PATH);
  const [t, authors] = await Promise.all([getTranslations("Authors.editor"), listAuthorProfiles()]);
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="authors"
      />
      <p>{t("count", { count: authors.length })}</p>
      {authors.length > 0 ? <AuthorTable authors={authors} /> : <p>{t("empty")}</p>}
    </div>
  );
}
