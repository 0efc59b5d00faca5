import { getTranslations } from "next-intl/server";
import { DEVICE_CLASSES } from "@/lib/analytics/page-view";
import type { SiteStats } from "@/lib/analytics/site-stats";
import styles from "./Stats.module.css";
import { formatCount, formatShare } from "./numbers";

/** Each device class's views and share of the period, with a bar in SVG (the editor's pages allow no inline style). */
export async function StatsDevices({ devices }: { devices: SiteStats["devices"] }) {
  const t = await getTranslations("Stats.devices");
  const total = DEVICE_CLASSES.reduce((sum, device) => sum + devices[device], 0);
  return (
    <section className={styles.panel} aria-labelledby="en-que">
      <h2 id="en-que">{t("title")}</h2>
      <ul className={styles.devices}>
        {DEVICE_CLASSES.map((device) => {
          const share = total === 0 ? 0 : devices[device] / total;
          return (
            <li key={device}>
              <span className={styles.device}>{t(device)}</span>
              <span className={styles.share}>
                {t("share", {
                  views: devices[device],
                  viewsShown: formatCount(devices[device]),
                  percent: formatShare(share),
                })}
              </span>
              <svg className={styles.track} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
                <rect className={styles.fill} width={Number((share * 100).toFixed(1))} height="1" />
              </svg>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
