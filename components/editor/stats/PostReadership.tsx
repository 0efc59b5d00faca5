import { getTranslations } from "next-intl/server";
import type { PostStats } from "@/lib/analytics/site-stats";
import { STATS_EDITOR_PATH } from "@/lib/editor/editor-paths";
import styles from "./Stats.module.css";
import { countArguments } from "./numbers";

/** On a post's edit page: its views and visitors over a week, a month and since it was first counted. */
export async function PostReadership({ stats }: { stats: PostStats }) {
  const t = await getTranslations("Stats.post");
  const periods = [
    { label: t("week"), counts: stats.week },
    { label: t("month"), counts: stats.month },
    { label: t("ever"), counts: stats.ever },
  ];
  return (
    <section className={styles.readership} aria-labelledby="lecturas">
      <h2 id="lecturas">{t("title")}</h2>
      <dl className={styles.summary}>
        {periods.map(({ label, counts }) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd className={styles.compact}>{t("value", countArguments(counts))}</dd>
          </div>
        ))}
      </dl>
      <a href={STATS_EDITOR_PATH}>{t("more")}</a>
    </section>
  );
}
