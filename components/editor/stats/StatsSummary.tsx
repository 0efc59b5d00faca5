import { getTranslations } from "next-intl/server";
import type { SiteStats } from "@/lib/analytics/site-stats";
import { shortDayLabel } from "./day-label";
import styles from "./Stats.module.css";
import { formatCount } from "./numbers";

/**
 * The period in four numbers: its views, its visitors on an average day, its busiest day, and the views the reader
 * meter held back (one address's bursts on a page, lib/analytics/reader-meter.ts).
 */
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
    { label: t("held"), value: formatCount(stats.held) },
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
