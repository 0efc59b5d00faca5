import { PostRow, type ListedPost, type PostColumn } from "./PostRow";
import styles from "./Dashboard.module.css";

/** The newsroom's table of posts: a row a post, its title first and its actions last, the columns given between. */
export function PostTable<Post extends ListedPost>({
  posts,
  headings,
  columns,
  detail,
  actions,
}: {
  posts: Post[];
  headings: { title: string; actions: string };
  columns: PostColumn<Post>[];
  detail?: (post: Post) => React.ReactNode;
  actions: (post: Post) => React.ReactNode;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{headings.title}</th>
          {columns.map(({ heading }) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
          <th scope="col">{headings.actions}</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <PostRow key={post.id} post={post} detail={detail?.(post)} columns={columns} actions={actions(post)} />
        ))}
      </tbody>
    </table>
  );
}
