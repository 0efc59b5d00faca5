// "Ver en el mapa": a search on OpenStreetMap, which needs no key, sets no cookie and embeds nothing in the page.
import type { StoredEvent } from "./stored-event";

export const openStreetMapLink = ({ venueName, venueAddress, city }: StoredEvent) =>
  `https://www.openstreetmap.org/search?${new URLSearchParams({
    query: [venueName, venueAddress, city].filter((part) => part !== "").join(", "),
  })}`;
