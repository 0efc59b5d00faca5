import Link from "next/link";
import { PostGrid } from "@/components/post/PostGrid";
import type { ListedPost } from "@/lib/posts";
import { NEWS_PATH } from "@/lib/urls";
import styles from "./LatestNews.module.css";

type Props = { id: string; title: string; empty: string; more: string; posts: ListedPost[] };

export function LatestNews({ id, title, empty, more, posts }: Props) {
  return (
    <section id={id} className={`container ${styles.section}`} aria-labelledby={`${id}-title`}>
      <div className={styles.heading}>
        <h2 id={`${id}-title`}>{title}</h2>
        <Link href={NEWS_PATH}>{more} →</Link>
      </div>
      <PostGrid posts={posts} empty={empty} />
    </section>
  );
}
