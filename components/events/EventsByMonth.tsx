import { monthLabel, monthOf } from "@/lib/events/event-dates";
import type { ShownEvent } from "@/lib/events/guide";
import { EventGrid } from "./EventGrid";
import styles from "./EventsGuide.module.css";

/** The events soonest first, under the month each starts in on its own calendar ("febrero de 2027"). */
export function EventsByMonth({ events }: { events: ShownEvent[] }) {
  const months = new Map<string, ShownEvent[]>();
  for (const event of events) {
    const month = monthOf(event.startsAt, event.timeZone);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months].map(([month, inMonth], index) => (
    <section key={month} className={styles.month} aria-labelledby={`mes-${month}`}>
      <h3 id={`mes-${month}`} className={styles.monthTitle}>
        {monthLabel(month)}
      </h3>
      <EventGrid events={inMonth} firstScreen={index === 0 ? ["eager", "eager", "eager"] : []} />
    </section>
  ));
}
