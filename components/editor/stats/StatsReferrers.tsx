import { getTranslations } from "next-intl/server";
import type { SiteStats } from "@/lib/analytics/site-stats";
import styles from "./Stats.module.css";
import { formatCount } from "./numbers";

/** The hosts readers followed a link from, most views first; no referrer and the site's own pages are one row. */
export async function StatsReferrers({ referrers }: { referrers: SiteStats["referrers"] }) {
  const t = await getTranslations("Stats.referrers");
  return (
    <section className={styles.panel} aria-labelledby="de-donde">
      <h2 id="de-donde">{t("title")}</h2>
      {referrers.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("host")}</th>
              <th scope="col">{t("views")}</th>
            </tr>
          </thead>
          <tbody>
            {referrers.map(({ host, views }) => (
              <tr key={host}>
                <th scope="row">{host === "" ? t("direct") : host}</th>
                <td>{formatCount(views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
