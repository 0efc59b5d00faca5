import { PostImage } from "@/components/post/PostImage";
import type { ImageLoad } from "@/components/post/UploadedImage";
import { dateRangeLabel } from "@/lib/events/event-dates";
import type { ShownEvent } from "@/lib/events/guide";
import { eventPath } from "@/lib/urls";
import type { EventLabels } from "./event-labels";
import card from "@/components/post/PostCard.module.css";
import styles from "./EventCard.module.css";

type Props = { event: ShownEvent; labels: EventLabels; imageAlt: string; imageLoad?: ImageLoad };

/**
 * One event of a list: the whole card opens its page; the name is the link, stretched over the card. A <div> in its
 * list item rather than an <article>: the home page's and the lists' articles are its posts.
 */
export function EventCard({ event, labels, imageAlt, imageLoad }: Props) {
  const status = labels.status(event);
  const price = labels.price(event);
  return (
    <div className={`${card.card} ${styles.card}`} data-status={event.status}>
      <div className={styles.media}>
        {event.image ? (
          <PostImage src={event.image} alt={imageAlt} kind="card" media={event.media} load={imageLoad} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {event.name}
          </div>
        )}
        {status ? <p className={styles.status}>{status}</p> : null}
      </div>
      <div className={`${card.body} ${styles.body}`}>
        <p className={`${card.date} ${styles.date}`}>
          <time dateTime={event.startsAt.toISOString()}>
            {dateRangeLabel(event.startsAt, event.endsAt, event.timeZone)}
          </time>
        </p>
        <h3 className={`${card.title} ${styles.name}`}>
          <a className={card.link} href={eventPath(event.id)}>
            {event.name}
          </a>
        </h3>
        <p className={styles.place}>
          <span className={styles.city}>{event.city}</span> · {event.venueName}
        </p>
        <p className={styles.meta}>
          <span className={styles.kind}>{labels.kind(event)}</span>
          {price ? <span className={styles.price}>{price}</span> : null}
        </p>
      </div>
    </div>
  );
}
