import Link from "next/link";
import type { ListedPost } from "@/lib/posts";
import { postPath } from "@/lib/urls";
import { PostDate } from "./PostDate";
import { PostImage, type ImageLoad } from "./PostImage";
import styles from "./PostCard.module.css";

/** The whole card opens the post; the title is the link, stretched over the card. */
export function PostCard({ post, imageAlt, imageLoad }: { post: ListedPost; imageAlt: string; imageLoad?: ImageLoad }) {
  return (
    <article className={styles.card}>
      <PostImage src={post.image} alt={imageAlt} kind="card" media={post.media} load={imageLoad} />
      <div className={styles.body}>
        <PostDate date={post.date} className={styles.date} />
        <h3 className={styles.title}>
          <Link href={postPath(post.id)} className={styles.link}>
            {post.title}
          </Link>
        </h3>
        <p className={styles.description}>{post.description}</p>
      </div>
    </article>
  );
}
