import type { ListedPost } from "@/lib/posts";
import { postPath } from "@/lib/urls";
import { PostDate } from "./PostDate";
import { PostImage } from "./PostImage";
import type { ImageLoad } from "./UploadedImage";
import { PostLink } from "./PostLink";
import styles from "./PostCard.module.css";

type Props = { post: ListedPost; imageAlt: string; imageLoad?: ImageLoad; loading: string };

/** The whole card opens the post; the title is the link, stretched over the card. `loading`: its pending state. */
export function PostCard({ post, imageAlt, imageLoad, loading }: Props) {
  return (
    <article className={styles.card}>
      <PostImage src={post.image} alt={imageAlt} kind="card" media={post.media} load={imageLoad} />
      <div className={styles.body}>
        <PostDate date={post.date} className={styles.date} />
        <h3 className={styles.title}>
          <PostLink href={postPath(post.id)} className={styles.link} loading={loading}>
            {post.title}
          </PostLink>
        </h3>
        <p className={styles.description}>{post.description}</p>
      </div>
    </article>
  );
}
