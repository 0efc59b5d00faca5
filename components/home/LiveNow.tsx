import { getTranslations } from "next-intl/server";
import type { LiveNowPost } from "@/lib/live/live-now";
import { postPath } from "@/lib/urls";
import styles from "./LiveNow.module.css";

/** "EN VIVO" above the news while a post's live coverage is on: the way into it, first thing under the hero. */
export async function LiveNow({ posts }: { posts: LiveNowPost[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations("HomeLive");
  return (
    <section className={`container ${styles.strip}`} aria-labelledby="en-vivo-ahora">
      <h2 id="en-vivo-ahora" className={styles.badge}>
        {t("badge")}
      </h2>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id}>
            <a href={`${postPath(post.id)}#en-vivo`}>{post.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
