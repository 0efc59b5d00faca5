import { getTranslations } from "next-intl/server";
import { NEWS_PATH } from "@/lib/urls";
import styles from "./SearchEmpty.module.css";

/** No query yet, or nothing found for one: what to try next, and the way to every post. */
export async function SearchEmpty({ query }: { query: string }) {
  const t = await getTranslations("Search");
  return (
    <section className={styles.empty} role="status">
      <h2 className={styles.title}>{query ? t("noResultsTitle", { query }) : t("emptyTitle")}</h2>
      <p className={styles.detail}>{query ? t("noResultsDetail") : t("emptyDetail")}</p>
      <a className={styles.browse} href={NEWS_PATH}>
        {t("browse")}
      </a>
    </section>
  );
}
