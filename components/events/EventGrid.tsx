import { getTranslations } from "next-intl/server";
import type { ImageLoad } from "@/components/post/UploadedImage";
import type { ShownEvent } from "@/lib/events/guide";
import { EventCard } from "./EventCard";
import { eventLabels } from "./event-labels";
import styles from "@/components/post/PostGrid.module.css";
import items from "./EventGrid.module.css";

/** `className`: another grid than the news list's, for a block of its own size. */
type Props = { events: ShownEvent[]; firstScreen?: ImageLoad[]; className?: string };

/** Event cards in the news list's grid; `firstScreen`: how the first cards' images load, every later one waits. */
export async function EventGrid({ events, firstScreen = [], className = styles.grid }: Props) {
  const [labels, t] = await Promise.all([eventLabels(), getTranslations("EventPage")]);
  return (
    <ul className={`${className} ${items.list}`}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard
            event={event}
            labels={labels}
            imageAlt={event.imageAlt || t("imageAlt", { name: event.name })}
            imageLoad={firstScreen[index]}
          />
        </li>
      ))}
    </ul>
  );
}
