import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuthorForm } from "@/components/editor/authors/AuthorForm";
import { authorFormLabels } from "@/components/editor/authors/author-form-labels";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { requireEditor } from "@/components/editor/require-editor";
import { storedPhotoOf } from "@/components/editor/photo/stored-photo";
import { getAuthorProfile } from "@/lib/authors/author-profiles";
import { authorSlugSchema } from "@/lib/authors/author-slug";
import { authorEditorPath, authorPath, AUTHORS_EDITOR_PATH } from "@/lib/authors/author-paths";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Authors.editor");
  return { title: `${t("editTitle")} | ${site.product}` };
}

// GET /editor/autores/{slug} - the author's bio and photo, as their public page shows them
export default async function AuthorEditorPage({ params }: PageProps<"/editor/autores/[slug]">) {
  const { slug } = await params;
  const session = await requireEditor("/editor/autores/[slug]", authorEditorPath(slug));
  const author = authorSlugSchema.safeParse(slug).success ? await getAuthorProfile(slug) : null;
  if (!author) notFound();
  const [t, labels, stored] = await Promise.all([
    getTranslations("Authors.editor"),
    authorFormLabels(),
    storedPhotoOf(author.photo),
  ]);
  return (
    <div className="container">
      <EditorIntro
        title={author.name}
        lead={t("editTitle")}
        links={[
          { href: AUTHORS_EDITOR_PATH, label: t("toAuthors") },
          { href: authorPath(slug), label: t("viewPage") },
        ]}
        current="authors"
      />
      <EditorStatus publishingToken={session.publishingToken}>
        <AuthorForm slug={slug} bio={author.bio} photo={author.photo} stored={stored} labels={labels} />
      </EditorStatus>
    </div>
  );
}
