import { getTranslations } from "next-intl/server";
import type { ListedPost } from "@/lib/posts";
import { coverAlt } from "./cover-alt";
import { PostCard } from "./PostCard";
import type { ImageLoad } from "./PostImage";
import styles from "./PostGrid.module.css";

type Props = { posts: ListedPost[]; empty: string; firstScreen?: ImageLoad[] };

/** `firstScreen`: how the first cards' images load, where they open the page; every later card's image waits. */
export async function PostGrid({ posts, empty, firstScreen = [] }: Props) {
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  const [t, alts] = await Promise.all([getTranslations("PostPage"), Promise.all(posts.map(coverAlt))]);
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} imageAlt={alts[index]} imageLoad={firstScreen[index]} loading={t("loading")} />
        </li>
      ))}
    </ul>
  );
}
