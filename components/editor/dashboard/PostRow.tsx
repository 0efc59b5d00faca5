import { getTranslations } from "next-intl/server";
import { editPostPath, postPreviewPath } from "@/lib/editor/editor-paths";
import styles from "./Dashboard.module.css";

type Listed = { id: string; title: string };

/** A post's row heading in the newsroom's tables: its title to its editor page, its address, and what follows. */
export function PostTitleCell({ post, children }: { post: Listed; children?: React.ReactNode }) {
  return (
    <th scope="row" className={styles.title}>
      <a href={editPostPath(post.id)}>{post.title}</a>
      <span className={styles.slug}>/{post.id}</span>
      {children}
    </th>
  );
}

/** A post's actions in the newsroom's tables: its preview, then the buttons given. */
export async function PostActionsCell({ post, children }: { post: Listed; children: React.ReactNode }) {
  const t = await getTranslations("PostActions");
  return (
    <td>
      <div className={styles.actions} role="group" aria-label={t("label", { title: post.title })}>
        <a className={styles.link} href={postPreviewPath(post.id)}>
          {t("preview")}
        </a>
        {children}
      </div>
    </td>
  );
}
