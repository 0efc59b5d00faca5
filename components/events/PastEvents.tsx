import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { ListHeading } from "@/components/post/ListHeading";
import { Pagination } from "@/components/post/Pagination";
import type { ShownEvent } from "@/lib/events/guide";
import { EVENTS_PATH, pastEventsPagePath } from "@/lib/urls";
import { EventGrid } from "./EventGrid";
import newsList from "@/components/post/NewsList.module.css";
import grid from "@/components/post/PostGrid.module.css";
import styles from "./EventsGuide.module.css";

/** One page of /eventos/pasados, latest first: the same screen whether reached as /eventos/pasados or ?page=N. */
export async function PastEvents({ events, page, pages }: { events: ShownEvent[]; page: number; pages: number }) {
  const t = await getTranslations("EventsGuide");
  return (
    <div className="container">
      <PageIntro title={t("pastTitle")} lead={t("pastLead")}>
        <ListHeading
          pages={pages}
          pageOf={t("pastPageOf", { page, pages })}
          name={t("pastListName")}
          className={newsList.pageOf}
        />
        <p className={styles.count}>
          <a href={EVENTS_PATH}>{t("upcomingLink")}</a>
        </p>
      </PageIntro>
      {events.length > 0 ? (
        <EventGrid events={events} firstScreen={["lcp", "eager", "eager"]} />
      ) : (
        <p className={grid.empty}>{t("pastEmpty")}</p>
      )}
      <Pagination page={page} pages={pages} pathOf={pastEventsPagePath} label={t("pastPagination")} />
    </div>
  );
}
