import { getTranslations } from "next-intl/server";
import { PostImage } from "@/components/post/PostImage";
import type { PublicAuthor } from "@/lib/authors/author-page";
import { site } from "@/lib/site";
import styles from "./AuthorProfile.module.css";

/** Who the author is: their photo (when the editor gave one), name and bio. */
export async function AuthorProfile({ author }: { author: PublicAuthor }) {
  const t = await getTranslations("Authors");
  return (
    <header className={author.photo ? styles.profile : styles.profileWithoutPhoto}>
      {author.photo ? (
        <div className={styles.photo}>
          <PostImage src={author.photo} alt={author.name} kind="card" media={author.media} load="eager" />
        </div>
      ) : null}
      <div>
        <h1 className={styles.name}>{author.name}</h1>
        <p className={styles.role}>{t("role", { product: site.product })}</p>
        {author.bio ? <p className={styles.bio}>{author.bio}</p> : null}
      </div>
    </header>
  );
}
