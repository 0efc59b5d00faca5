import { env } from "@/lib/env";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { aMedia, anUploadedImage } from "@/scripts/testing/media-fixture";
import { checkEvent } from "@/scripts/testing/event-check";
import { eventJsonLd, eventReferenceJsonLd } from "./event-json-ld";

const SCHEMA = "https://schema.org";
const pageOf = (id: string) => `${env().SITE_URL}/eventos/${id}`;
const shown = (overrides: Parameters<typeof aStoredEvent>[0] = {}) => ({ ...aStoredEvent(overrides), media: null });

describe("eventJsonLd", () => {
  it("describes a festival as a Festival with every field Google lists, its times with the offset of its zone", () => {
    const event = shown();
    const json = eventJsonLd(event);
    expect(json).toEqual({
      "@context": SCHEMA,
      "@type": "Festival",
      name: "Bahidorá 2027",
      startDate: "2027-02-26T16:00:00-06:00",
      endDate: "2027-02-28T06:00:00-06:00",
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location: {
        "@type": "Place",
        name: "Las Estacas",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Carretera Tlaltizapán-Cuautla km 6",
          postalCode: "62770",
          addressLocality: "Tlaltizapán",
          addressRegion: "Morelos",
          addressCountry: "MX",
        },
      },
      image: ["https://images.example.mx/bahidora.jpg"],
      description: "Tres días junto al río.",
      offers: {
        "@type": "AggregateOffer",
        lowPrice: 1800,
        highPrice: 4200,
        priceCurrency: "MXN",
        url: "https://boletos.example.mx/bahidora",
        availability: `${SCHEMA}/InStock`,
      },
      performer: [
        { "@type": "PerformingGroup", name: "Nicola Cruz" },
        { "@type": "PerformingGroup", name: "Nahual" },
      ],
      organizer: { "@type": "Organization", name: "Bahidorá" },
      url: pageOf(event.id),
    });
    expect(checkEvent(json, pageOf(event.id))).toEqual({ errors: [], warnings: [] });
  });

  it("is a MusicEvent for a concert or a club night, on the clocks of its own zone", () => {
    const json = eventJsonLd(shown({ kind: "club", timeZone: "America/Tijuana" }));
    expect(json).toMatchObject({
      "@type": "MusicEvent",
      startDate: "2027-02-26T14:00:00-08:00",
      endDate: "2027-02-28T04:00:00-08:00",
    });
  });

  it.each([
    ["programado", "EventScheduled"],
    ["cancelado", "EventCancelled"],
    ["pospuesto", "EventPostponed"],
  ])("marks an event %s as %s", (status, expected) => {
    const json = eventJsonLd(shown({ status }));
    expect(json.eventStatus).toBe(`${SCHEMA}/${expected}`);
    expect(json).not.toHaveProperty("previousStartDate");
  });

  it("gives a rescheduled event its first start, and a cancelled one's tickets as no longer sold", () => {
    const moved = shown({ status: "reprogramado", previousStartsAt: new Date("2027-01-29T22:00:00Z") });
    expect(eventJsonLd(moved)).toMatchObject({
      eventStatus: `${SCHEMA}/EventRescheduled`,
      previousStartDate: "2027-01-29T16:00:00-06:00",
    });
    expect(checkEvent(eventJsonLd(moved), pageOf(moved.id))).toEqual({ errors: [], warnings: [] });
    // Marked rescheduled without its start moving: nothing to name as the first start.
    expect(eventJsonLd(shown({ status: "reprogramado" }))).not.toHaveProperty("previousStartDate");
    expect(eventJsonLd(shown({ status: "cancelado" })).offers?.availability).toBe(`${SCHEMA}/Discontinued`);
  });

  it("offers one price when only one is known or both are the same, and a free event at 0", () => {
    expect(eventJsonLd(shown({ priceTo: null })).offers).toMatchObject({ "@type": "Offer", price: 1800 });
    expect(eventJsonLd(shown({ priceFrom: 900, priceTo: 900 })).offers).toMatchObject({ "@type": "Offer", price: 900 });
    expect(eventJsonLd(shown({ priceFrom: 0, priceTo: null })).offers).toMatchObject({ price: 0 });
    const unknown = eventJsonLd(shown({ priceFrom: null, priceTo: null }));
    expect(unknown.offers).toEqual({
      "@type": "Offer",
      priceCurrency: "MXN",
      url: "https://boletos.example.mx/bahidora",
      availability: `${SCHEMA}/InStock`,
    });
    expect(eventJsonLd(shown({ priceFrom: null, priceTo: null, ticketUrl: "" }))).not.toHaveProperty("offers");
  });

  it("lists an upload's three crops, names each performer once, and leaves out what is not known", () => {
    const media = aMedia();
    const event = { ...aStoredEvent({ image: anUploadedImage(media) }), media };
    expect(eventJsonLd(event).image).toEqual([
      expect.stringMatching(new RegExp(`^${env().SITE_URL}/media/${media.hash}/crop-16x9-`)),
      expect.stringMatching(/\/crop-4x3-/),
      expect.stringMatching(/\/crop-1x1-/),
    ]);
    const lineup = [0, 1].map((position) => ({
      eventId: "x",
      position,
      name: "Nahual",
      stage: "",
      startsAt: null,
      endsAt: null,
    }));
    expect(eventJsonLd(shown({ lineup })).performer).toEqual([{ "@type": "PerformingGroup", name: "Nahual" }]);
    const bare = eventJsonLd(
      shown({ lineup: [], organizer: "", image: "", descriptionText: "", venueAddress: "", venuePostalCode: "" }),
    );
    for (const key of ["performer", "organizer", "image", "description"]) expect(bare).not.toHaveProperty(key);
    expect(bare.location.address).not.toHaveProperty("streetAddress");
    expect(bare.location.address).not.toHaveProperty("postalCode");
  });
});

describe("eventReferenceJsonLd", () => {
  it("names the event as a post's about: its type, name, page, start and place, as its own page says them", () => {
    const event = shown({ kind: "club", timeZone: "America/Tijuana", startsAt: new Date("2027-07-18T04:00:00Z") });
    const reference = eventReferenceJsonLd(event);
    expect(reference).toEqual({
      "@type": "MusicEvent",
      name: event.name,
      url: pageOf(event.id),
      startDate: "2027-07-17T21:00:00-07:00",
      location: eventJsonLd(event).location,
    });
    const { "@type": type, name, url, startDate } = eventJsonLd(event);
    expect(reference).toMatchObject({ "@type": type, name, url, startDate });
    expect(eventReferenceJsonLd(shown())["@type"]).toBe("Festival");
  });
});
