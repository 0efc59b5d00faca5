import { getTranslations } from "next-intl/server";
import type { StatsDay } from "@/lib/analytics/site-stats";
import { CHART, chartLayout } from "./chart-geometry";
import { longDayLabel, shortDayLabel } from "./day-label";
import styles from "./Stats.module.css";
import { countArguments, formatCount } from "./numbers";

/**
 * The period's views and visitors by day, drawn on the server as SVG: no chart script reaches the browser. Each bar
 * tells its numbers on hover, and the same numbers are in a table under it for those who do not see the chart.
 */
export async function StatsChart({ days }: { days: StatsDay[] }) {
  const t = await getTranslations("Stats.chart");
  const { columns, gridlines } = chartLayout(days);
  const first = longDayLabel(days[0].day);
  const today = days.at(-1)!.day;
  const last = longDayLabel(today);
  return (
    <div className={styles.chart}>
      <figure className={styles.figureChart}>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-labelledby="grafica-titulo"
          aria-describedby="grafica-descripcion"
          className={styles.svg}
        >
          <title id="grafica-titulo">{t("title")}</title>
          <desc id="grafica-descripcion">{t("description", { first, last })}</desc>
          {gridlines.map(({ value, y }) => (
            <g key={value} className={styles.gridline}>
              <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y} y2={y} />
              <text x={CHART.left - 8} y={y} className={styles.axis} textAnchor="end" dominantBaseline="middle">
                {formatCount(value)}
              </text>
            </g>
          ))}
          {columns.map(({ day, views, visitors, viewsBar, visitorsBar, labelled, minor }) => (
            <g key={day} className={styles.day}>
              <title>{t("day", { day: shortDayLabel(day), ...countArguments({ views, visitors }) })}</title>
              <rect className={styles.views} {...viewsBar} rx={Math.min(3, viewsBar.width / 4)} />
              <rect className={styles.visitors} {...visitorsBar} rx={Math.min(2, visitorsBar.width / 4)} />
              {labelled ? (
                <text
                  // Today's name ends under its bar, so it never runs past the chart's edge.
                  x={day === today ? viewsBar.x + viewsBar.width : viewsBar.x + viewsBar.width / 2}
                  y={CHART.height - 10}
                  className={minor ? `${styles.axis} ${styles.minor}` : styles.axis}
                  textAnchor={day === today ? "end" : "middle"}
                >
                  {shortDayLabel(day)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
        <figcaption className={styles.legend}>
          <span className={styles.viewsKey}>{t("views")}</span>
          <span className={styles.visitorsKey}>{t("visitors")}</span>
        </figcaption>
      </figure>
      <details className={styles.numbers}>
        <summary>{t("table")}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("dayColumn")}</th>
              <th scope="col">{t("views")}</th>
              <th scope="col">{t("visitors")}</th>
              <th scope="col">{t("held")}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map(({ day, views, visitors, held }) => (
              <tr key={day}>
                <th scope="row">{longDayLabel(day)}</th>
                <td>{formatCount(views)}</td>
                <td>{formatCount(visitors)}</td>
                <td>{formatCount(held)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
