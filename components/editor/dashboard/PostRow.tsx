import { getTranslations } from "next-intl/server";
import { editPostPath, postPreviewPath } from "@/lib/editor/editor-paths";
import styles from "./Dashboard.module.css";

export type ListedPost = { id: string; title: string };

/** A column between a post's title and its actions; its heading also labels the cell where the table reads as cards. */
export type PostColumn<Post> = { heading: string; cell: (post: Post) => React.ReactNode; className?: string };

/** A post's row heading: its title to its editor page, its address, and what follows. */
function PostTitleCell({ post, children }: { post: ListedPost; children?: React.ReactNode }) {
  return (
    <th scope="row" className={styles.title}>
      <a href={editPostPath(post.id)}>{post.title}</a>
      <span className={styles.slug}>/{post.id}</span>
      {children}
    </th>
  );
}

/** A post's actions: its preview, then the buttons given. */
async function PostActionsCell({ post, children }: { post: ListedPost; children: React.ReactNode }) {
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

/** A post's row in the newsroom's tables: its title and detail, the columns given, then its actions. */
export function PostRow<Post extends ListedPost>({
  post,
  detail,
  columns,
  actions,
}: {
  post: Post;
  detail?: React.ReactNode;
  columns: PostColumn<Post>[];
  actions: React.ReactNode;
}) {
  return (
    <tr>
      <PostTitleCell post={post}>{detail}</PostTitleCell>
      {columns.map(({ heading, cell, className }) => (
        <td key={heading} data-label={heading} className={className}>
          {cell(post)}
        </td>
      ))}
      <PostActionsCell post={post}>{actions}</PostActionsCell>
    </tr>
  );
}
