import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { longDateRangeLabel } from "@/lib/events/event-dates";
import { isoInZone } from "@/lib/dates/zone-time";
import type { PostEvent as Event } from "@/lib/events/post-event";
import { eventPath } from "@/lib/urls";
import type { EventStatus } from "@/lib/validations/event-fields";
import styles from "./PostEvent.module.css";

/**
 * The event a post is about, as a link to its page: its name, its days on its own clocks, its city, and its status
 * when it is not going ahead as planned.
 */
export async function PostEvent({ event }: { event: Event }) {
  const t = await getTranslations("PostEvent");
  const status = event.status as EventStatus;
  return (
    <Link className={styles.event} href={eventPath(event.id)}>
      <span className={styles.label}>{t("label")}</span> <span className={styles.name}>{event.name}</span>{" "}
      <span className={styles.details}>
        <time dateTime={isoInZone(event.startsAt, event.timeZone)}>
          {longDateRangeLabel(event.startsAt, event.endsAt, event.timeZone)}
        </time>
        <span>{event.city}</span>
        {status !== "programado" ? (
          <span className={`${styles.status} ${styles[status]}`}>{t(`status.${status}`)}</span>
        ) : null}
      </span>
    </Link>
  );
}
