import { getTranslations } from "next-intl/server";
import { dayLabel, offsetLabel, timeLabel } from "@/lib/events/event-dates";
import { openStreetMapLink } from "@/lib/events/map-link";
import type { StoredEvent } from "@/lib/events/stored-event";
import type { EventLabels } from "./event-labels";
import styles from "./EventArticle.module.css";

/** When (on the event's clocks, the zone named), where (with a map) and for how much (with the tickets). */
export async function EventFacts({ event, labels }: { event: StoredEvent; labels: EventLabels }) {
  const t = await getTranslations("EventPage");
  const { startsAt, endsAt, timeZone: zone } = event;
  const price = labels.price(event);
  const zoneName = labels.zone(zone);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t("when")}</dt>
        <dd>
          <time dateTime={startsAt.toISOString()}>
            {t("startsAt", { day: dayLabel(startsAt, zone), time: timeLabel(startsAt, zone) })}
          </time>
          <br />
          <time dateTime={endsAt.toISOString()}>
            {t("endsAt", { day: dayLabel(endsAt, zone), time: timeLabel(endsAt, zone) })}
          </time>
          <span className={styles.zone}>{t("zone", { zone: zoneName, offset: offsetLabel(startsAt, zone) })}</span>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t("where")}</dt>
        <dd>
          <strong>{event.venueName}</strong>
          {event.venueAddress ? (
            <>
              <br />
              {event.venueAddress}
            </>
          ) : null}
          <br />
          {event.city}, {event.state}
          {event.venuePostalCode ? `, ${t("postalCode", { code: event.venuePostalCode })}` : null}
          <a className={styles.factLink} href={openStreetMapLink(event)} target="_blank" rel="noopener noreferrer">
            {t("map")}
            <span className="visually-hidden"> {t("mapLabel")}</span>
          </a>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t("tickets")}</dt>
        <dd>
          <strong>{price ?? t("noPrice")}</strong>
          {event.organizer ? (
            <span className={styles.organizer}>{t("organizer", { name: event.organizer })}</span>
          ) : null}
          {event.ticketUrl && event.status !== "cancelado" ? (
            <a className={styles.tickets} href={event.ticketUrl} target="_blank" rel="noopener">
              {t("buy")}
              <span className="visually-hidden"> {t("buyLabel")}</span>
            </a>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
