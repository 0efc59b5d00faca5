import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { Pagination } from "@/components/post/Pagination";
import { monthLabel } from "@/lib/events/event-dates";
import type { GuideFilter } from "@/lib/events/guide-addresses";
import type { Guide } from "@/lib/events/guide";
import { EVENTS_PATH, guidePagePath, PAST_EVENTS_PATH } from "@/lib/urls";
import { CalendarSubscribe } from "./CalendarSubscribe";
import { EventGrid } from "./EventGrid";
import { EventsByMonth } from "./EventsByMonth";
import { GuideFilters } from "./GuideFilters";
import grid from "@/components/post/PostGrid.module.css";
import styles from "./EventsGuide.module.css";

/**
 * The guide's title: "Eventos", what the filter picked ("Eventos en Guadalajara, febrero de 2027"), or the unfiltered
 * guide's later page ("Eventos — página 2").
 */
export async function guideTitle(filter: GuideFilter, cityName?: string, page = 1): Promise<string> {
  const t = await getTranslations("EventsGuide");
  if (page > 1) return t("pageTitle", { page });
  const month = filter.month && monthLabel(filter.month);
  if (cityName && month) return t("cityMonthTitle", { city: cityName, month });
  if (cityName) return t("cityTitle", { city: cityName });
  return month ? t("monthTitle", { month }) : t("title");
}

/**
 * /eventos, its later pages and each of its filters: the same screen, the weekend's events only on the unfiltered
 * guide's first page. A filter is one page, at most GUIDE_EVENTS long.
 */
export async function EventsGuide({ guide, filter }: { guide: Guide; filter: GuideFilter }) {
  const t = await getTranslations("EventsGuide");
  const filtered = Boolean(filter.city || filter.month);
  const empty = guide.events.length === 0;
  return (
    <div className="container">
      <PageIntro title={await guideTitle(filter, guide.city?.name, guide.page)} lead={t("lead")}>
        <p className={styles.count}>
          {t("count", { total: guide.total })} · <a href={PAST_EVENTS_PATH}>{t("pastLink")}</a>
        </p>
      </PageIntro>
      {guide.weekend.length > 0 ? (
        <section className={styles.weekend} aria-labelledby="fin-de-semana">
          <h2 id="fin-de-semana" className={styles.weekendTitle}>
            {t("weekend")}
          </h2>
          <p className={styles.weekendLead}>{t("weekendLead")}</p>
          <EventGrid events={guide.weekend} firstScreen={["lcp", "eager", "eager"]} />
        </section>
      ) : null}
      <GuideFilters filter={filter} cities={guide.cities} months={guide.months} />
      <section aria-labelledby="proximos">
        <h2 id="proximos" className="visually-hidden">
          {t("upcoming")}
        </h2>
        {empty ? (
          <div className={`${grid.empty} ${styles.noMatch}`}>
            <p>{filtered ? t("noMatch") : t("empty")}</p>
            {filtered ? <a href={EVENTS_PATH}>{t("showAll")}</a> : null}
          </div>
        ) : (
          <EventsByMonth events={guide.events} />
        )}
        {filtered && guide.total > guide.events.length ? (
          <p className={styles.more}>{t("more", { shown: guide.events.length, total: guide.total })}</p>
        ) : null}
        <Pagination page={guide.page} pages={guide.pages} pathOf={guidePagePath} label={t("pagination")} />
      </section>
      <CalendarSubscribe />
    </div>
  );
}
