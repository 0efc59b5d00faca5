import { env } from "@/lib/env";
import { timetableDays } from "@/lib/events/timetable";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { checkEvent } from "@/scripts/testing/event-check";
import { timetableJsonLd } from "./timetable-json-ld";

const SCHEMA = "https://schema.org";
const event = (overrides: Parameters<typeof aStoredEvent>[0] = {}) => ({ ...aStoredEvent(overrides), media: null });
const dayPath = "/eventos/bahidora-2027/horarios";
const setName = (performer: string) => `${performer} en Bahidorá 2027`;

function jsonOf(shown: ReturnType<typeof event>) {
  const [day] = timetableDays(shown.lineup, shown.timeZone);
  return timetableJsonLd(shown, day, dayPath, setName);
}

describe("timetableJsonLd", () => {
  it("makes each timed set a MusicEvent on its stage, part of the festival, that Google's required fields hold", () => {
    const shown = event();
    const json = jsonOf(shown);
    expect(json["@context"]).toBe(SCHEMA);
    expect(json["@graph"]).toHaveLength(1);
    const [set] = json["@graph"];
    expect(set).toMatchObject({
      "@type": "MusicEvent",
      name: "Nicola Cruz en Bahidorá 2027",
      startDate: "2027-02-26T23:30:00-06:00",
      endDate: "2027-02-27T01:00:00-06:00",
      eventStatus: `${SCHEMA}/EventScheduled`,
      location: { "@type": "Place", name: "Bosque, Las Estacas", address: { addressLocality: "Tlaltizapán" } },
      performer: { "@type": "PerformingGroup", name: "Nicola Cruz" },
      superEvent: { "@type": "Festival", name: "Bahidorá 2027", url: `${env().SITE_URL}/eventos/${shown.id}` },
      url: `${env().SITE_URL}${dayPath}#set-1`,
    });
    expect(checkEvent({ "@context": SCHEMA, ...set }, set.url).errors).toEqual([]);
  });

  it("keeps the festival's status on every set: a cancelled festival's sets are cancelled", () => {
    const [set] = jsonOf(event({ status: "cancelado" }))["@graph"];
    expect(set.eventStatus).toBe(`${SCHEMA}/EventCancelled`);
  });

  it("names the venue alone for a set of no stage, and says no end where none is known", () => {
    const shown = event();
    const lineup = [{ ...shown.lineup[0], stage: "", endsAt: null }];
    const [set] = jsonOf({ ...shown, lineup })["@graph"];
    expect(set.location.name).toBe("Las Estacas");
    expect(set).not.toHaveProperty("endDate");
  });
});
