import { getTranslations } from "next-intl/server";
import type { ListedPost } from "@/lib/posts";
import { coverAlt } from "./cover-alt";
import { PostCard } from "./PostCard";
import type { ImageLoad } from "./UploadedImage";
import styles from "./PostGrid.module.css";

type Props = { posts: ListedPost[]; empty: string; firstScreen?: ImageLoad[]; ranked?: boolean };

/**
 * `firstScreen`: how the first cards' images load, where they open the page; every later card's image waits.
 * `ranked`: the order is the point (most read first), so the cards are an ordered list, each showing its place.
 */
export async function PostGrid({ posts, empty, firstScreen = [], ranked = false }: Props) {
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  const [t, alts] = await Promise.all([getTranslations("PostPage"), Promise.all(posts.map(coverAlt))]);
  const List = ranked ? "ol" : "ul";
  return (
    <List className={ranked ? `${styles.grid} ${styles.ranked}` : styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} imageAlt={alts[index]} imageLoad={firstScreen[index]} loading={t("loading")} />
        </li>
      ))}
    </List>
  );
}
