// The words every event card and page says of an event: its status, kind, price and time zone.
import "server-only";
import { getTranslations } from "next-intl/server";
import { zoneKey } from "@/lib/events/event-dates";
import type { StoredEvent } from "@/lib/events/stored-event";
import type messages from "@/messages/es.json";
import type { EVENT_KINDS, EventStatus } from "@/lib/validations/event-fields";

const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", maximumFractionDigits: 0 });

/** The statuses a reader is warned of; "programado" is what every event is until it changes. */
const BADGED = new Set<string>(["cancelado", "pospuesto", "reprogramado"] satisfies EventStatus[]);
type Badged = Exclude<EventStatus, "programado">;
type EventKind = (typeof EVENT_KINDS)[number];
type ZoneKey = keyof (typeof messages)["EventPage"]["zones"];

type Priced = Pick<StoredEvent, "priceFrom" | "priceTo">;

export type EventLabels = {
  /** "Cancelado", "Pospuesto", "Reprogramado"; null for a scheduled event, which needs no badge. */
  status: (event: Pick<StoredEvent, "status">) => string | null;
  kind: (event: Pick<StoredEvent, "kind">) => string;
  /** "Gratis", "Desde $1,200 MXN", "$1,200 – $3,400 MXN", "$800 MXN"; null when no price is known. */
  price: (event: Priced) => string | null;
  /** "Ciudad de México", "Tijuana": the name of an event's time zone. */
  zone: (zone: string) => string;
};

export async function eventLabels(): Promise<EventLabels> {
  const [t, page] = await Promise.all([getTranslations("EventsGuide"), getTranslations("EventPage")]);
  const price = ({ priceFrom: from, priceTo: to }: Priced) => {
    if (from === null && to === null) return null;
    if (!from && !to) return t("free");
    if (to === null || from === to) return t(to === null ? "priceFrom" : "price", { price: pesos.format(from!) });
    if (!from) return t("priceUpTo", { price: pesos.format(to) });
    return t("priceRange", { from: pesos.format(from), to: pesos.format(to) });
  };
  return {
    status: ({ status }) => (BADGED.has(status) ? t(`status.${status as Badged}`) : null),
    kind: ({ kind }) => t(`kind.${kind as EventKind}`),
    price,
    zone: (zone) => page(`zones.${zoneKey(zone) as ZoneKey}`),
  };
}
