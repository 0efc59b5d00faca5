import { env } from "@/lib/env";
import { eventJsonLd } from "@/lib/seo/event-json-ld";
import { aStoredEvent } from "./event-fixture";
import { checkEvent } from "./event-check";

const event = { ...aStoredEvent(), media: null };
const pageUrl = `${env().SITE_URL}/eventos/${event.id}`;
const json = eventJsonLd(event);

describe("checkEvent", () => {
  it("passes the site's own event", () => {
    expect(checkEvent(json, pageUrl)).toEqual({ errors: [], warnings: [] });
  });

  it("catches what Google's guidance refuses", () => {
    const broken = {
      ...json,
      "@type": "Party",
      name: " ",
      startDate: "2027-02-26",
      endDate: "2027-02-25T10:00:00-06:00",
      eventStatus: "Scheduled",
      eventAttendanceMode: "offline",
      location: { "@type": "Place", name: "Las Estacas", address: "Tlaltizapán" },
      image: ["/media/x.jpg"],
      offers: { "@type": "Offer", price: "mil", priceCurrency: "pesos", url: "/boletos", availability: "yes" },
      performer: [{ "@type": "Person" }],
      organizer: { "@type": "Organization" },
      url: "/eventos/otro",
    };
    expect(checkEvent(broken, pageUrl).errors).toEqual([
      "@type is not an Event",
      "name is missing",
      'startDate is not an ISO 8601 date and time with a zone: "2027-02-26"',
      "endDate is earlier than startDate",
      "eventStatus is not a schema.org EventStatusType",
      "eventAttendanceMode is not a schema.org EventAttendanceModeEnumeration",
      "location.address is not a PostalAddress",
      "image is not a list of absolute URLs",
      "offers[0].price is not a number from 0",
      "offers[0].priceCurrency is not an ISO 4217 code",
      "offers[0].url is not an absolute URL",
      "offers[0].availability is not a schema.org value",
      "performer[0] is not a Person or a group with a name",
      "organizer.name is missing",
      `url is "/eventos/otro", not the page's ${pageUrl}`,
    ]);
  });

  it("refuses an end before the start, and warns of a rescheduled event without its first start", () => {
    const moved = { ...json, eventStatus: "https://schema.org/EventRescheduled", endDate: "2027-02-26T15:00:00-06:00" };
    expect(checkEvent(moved, pageUrl)).toEqual({
      errors: ["endDate is earlier than startDate"],
      warnings: ["previousStartDate is missing for a rescheduled event"],
    });
  });

  it("warns of every recommended property left out", () => {
    const { description, endDate, image, offers, performer, organizer, ...required } = json;
    void [description, endDate, image, offers, performer, organizer];
    expect(checkEvent(required, pageUrl)).toEqual({
      errors: [],
      warnings: [
        "endDate is missing",
        "image is missing",
        "description is missing",
        "offers is missing",
        "performer is missing",
        "organizer is missing",
      ],
    });
  });
});
