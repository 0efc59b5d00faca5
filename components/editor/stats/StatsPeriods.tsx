import { getTranslations } from "next-intl/server";
import { STATS_PERIODS, type StatsPeriod } from "@/lib/analytics/site-stats";
import { statsPath } from "@/lib/editor/editor-paths";
import tabs from "../dashboard/Dashboard.module.css";
import styles from "./Stats.module.css";

/** The periods as plain links, in the dashboard's tabs: each is a page of its own, which the editor can keep. */
export async function StatsPeriods({ period }: { period: StatsPeriod }) {
  const t = await getTranslations("Stats");
  return (
    <nav aria-label={t("periods")}>
      <ul className={`${tabs.tabs} ${styles.periods}`}>
        {STATS_PERIODS.map((days) => (
          <li key={days}>
            <a className={tabs.tab} href={statsPath(days)} aria-current={days === period ? "page" : undefined}>
              {t("period", { days })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
