import { getTranslations } from "next-intl/server";
import type { PostSummary } from "@/lib/posts";
import { PostCard } from "./PostCard";
import styles from "./PostGrid.module.css";

export async function PostGrid({ posts, empty }: { posts: PostSummary[]; empty: string }) {
  const t = await getTranslations("PostPage");
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} imageAlt={t("imageAlt", { title: post.title })} />
        </li>
      ))}
    </ul>
  );
}
