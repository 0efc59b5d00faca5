import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { requireEditor } from "@/components/editor/require-editor";
import { longDayLabel } from "@/components/editor/stats/day-label";
import { StatsChart } from "@/components/editor/stats/StatsChart";
import { StatsDevices } from "@/components/editor/stats/StatsDevices";
import { StatsPeriods } from "@/components/editor/stats/StatsPeriods";
import { StatsReferrers } from "@/components/editor/stats/StatsReferrers";
import { StatsSummary } from "@/components/editor/stats/StatsSummary";
import { StatsTopPosts } from "@/components/editor/stats/StatsTopPosts";
import styles from "@/components/editor/stats/Stats.module.css";
import { READER_RATE } from "@/lib/analytics/reader-meter";
import { readSiteStats, statsQuerySchema } from "@/lib/analytics/site-stats";
import { EDITOR_PATH, STATS_EDITOR_PATH, statsPath } from "@/lib/editor/editor-paths";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Stats");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/estadisticas?dias=7|30|90 - what readers read over the period, counted without cookies
export default async function StatsPage({ searchParams }: PageProps<"/editor/estadisticas">) {
  const parsed = statsQuerySchema.safeParse(await searchParams);
  await requireEditor("/editor/estadisticas", parsed.success ? statsPath(parsed.data.dias) : STATS_EDITOR_PATH);
  if (!parsed.success) notFound();
  const period = parsed.data.dias;
  const [t, stats] = await Promise.all([getTranslations("Stats"), readSiteStats(period)]);
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="stats"
      />
      <StatsPeriods period={period} />
      <p className={styles.range}>
        {t("range", { first: longDayLabel(stats.range.first), last: longDayLabel(stats.range.last) })}
      </p>
      <StatsSummary stats={stats} />
      <StatsChart days={stats.days} />
      <div className={styles.panels}>
        <StatsTopPosts posts={stats.posts} />
        <div className={styles.side}>
          <StatsReferrers referrers={stats.referrers} />
          <StatsDevices devices={stats.devices} />
          <p className={styles.note}>{t("counting")}</p>
          <p className={styles.note}>
            {t("meter", { burst: READER_RATE.burst, seconds: READER_RATE.intervalMs / 1000 })}
          </p>
        </div>
      </div>
    </div>
  );
}
