import { getTranslations } from "next-intl/server";
import type { PostSummary } from "@/lib/posts";
import { PostCard } from "./PostCard";
import type { ImageLoad } from "./PostImage";
import styles from "./PostGrid.module.css";

type Props = { posts: PostSummary[]; empty: string; firstScreen?: ImageLoad[] };

/** `firstScreen`: how the first cards' images load, where they open the page; every later card's image waits. */
export async function PostGrid({ posts, empty, firstScreen = [] }: Props) {
  const t = await getTranslations("PostPage");
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} imageAlt={t("imageAlt", { title: post.title })} imageLoad={firstScreen[index]} />
        </li>
      ))}
    </ul>
  );
}
