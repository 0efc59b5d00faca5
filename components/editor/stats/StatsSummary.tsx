import { getTranslations } from "next-intl/server";
import type { SiteStats } from "@/lib/analytics/site-stats";
import { shortDayLabel } from "./day-label";
import styles from "./Stats.module.css";
import { formatCount } from "./numbers";

/** The period in three numbers: its views, its visitors on an average day, and its busiest day. */
export async function StatsSummary({ stats }: { stats: SiteStats }) {
  const t = await getTranslations("Stats.summary");
  const figures = [
    { label: t("views"), value: formatCount(stats.views) },
    { label: t("visitorsPerDay"), value: formatCount(stats.visitorsPerDay) },
    {
      label: t("busiest"),
      value: stats.busiest
        ? t("busiestValue", { day: shortDayLabel(stats.busiest.day), views: formatCount(stats.busiest.views) })
        : t("none"),
    },
  ];
  return (
    <dl className={styles.summary}>
      {figures.map(({ label, value }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
