import { getTranslations } from "next-intl/server";
import type { EditablePost } from "@/lib/newsroom/editable-post";
import {
  EDITOR_PATH,
  editPostPath,
  liveCoveragePath,
  postHistoryPath,
  postPreviewPath,
} from "@/lib/editor/editor-paths";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { EditorIntro } from "./EditorIntro";
import dashboard from "./dashboard/Dashboard.module.css";
import styles from "./PostEditorIntro.module.css";

type Page = "edit" | "preview" | "history" | "live";

/**
 * The head of every page about one post: which post, where it stands, and the post's other pages; its live coverage
 * for a person who may publish it (`coversLive`).
 */
export async function PostEditorIntro({
  post,
  page,
  title,
  coversLive = false,
}: {
  post: EditablePost;
  page: Page;
  title: string;
  coversLive?: boolean;
}) {
  const [t, state] = await Promise.all([getTranslations("EditPost"), getTranslations("PostState")]);
  const pages: { page: Page; href: string; label: string }[] = [
    { page: "edit", href: editPostPath(post.id), label: t("title") },
    { page: "preview", href: postPreviewPath(post.id), label: t("preview") },
    { page: "history", href: postHistoryPath(post.id), label: t("history") },
    ...(coversLive ? [{ page: "live" as const, href: liveCoveragePath(post.id), label: t("live") }] : []),
  ];
  return (
    <EditorIntro
      title={title}
      links={[
        { href: EDITOR_PATH, label: t("backToDashboard") },
        ...pages.filter((link) => link.page !== page),
        ...(post.status === "published" ? [{ href: `/post/${post.id}`, label: t("viewOnSite") }] : []),
      ]}
    >
      <p className={styles.post}>
        <span className={styles.name}>{post.title}</span>
        <span className={`${dashboard.badge} ${dashboard[post.status]}`}>{state(post.status)}</span>
        <span>{t("version", { version: post.version })}</span>
        <span>{t("updatedAt", { when: formatNewsroomDateTime(post.updatedAt) })}</span>
      </p>
    </EditorIntro>
  );
}
