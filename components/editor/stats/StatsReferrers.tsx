import { getTranslations } from "next-intl/server";
import { OTHER_REFERRERS } from "@/lib/analytics/page-view";
import type { SiteStats } from "@/lib/analytics/site-stats";
import styles from "./Stats.module.css";
import { formatCount } from "./numbers";

/**
 * The hosts readers followed a link from, most views first; no referrer and the site's own pages are one row, and so
 * are the hosts past a page's first 50 of a day (lib/analytics/referrer-cap.ts).
 */
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
                <th scope="row">{host === "" ? t("direct") : host === OTHER_REFERRERS ? t("others") : host}</th>
                <td>{formatCount(views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
