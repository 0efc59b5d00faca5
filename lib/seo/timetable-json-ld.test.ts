import { env } from "@/lib/env";
import { timetableDays } from "@/lib/events/timetable";
import { timetableSheet } from "@/lib/events/day-sheet";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { checkEvent } from "@/scripts/testing/event-check";
import { timetableGraph } from "./timetable-graph";
import { timetableJsonLd } from "./timetable-json-ld";

const SCHEMA = "https://schema.org";
const event = (overrides: Parameters<typeof aStoredEvent>[0] = {}) => ({ ...aStoredEvent(overrides), media: null });
const dayPath = "/eventos/bahidora-2027/horarios";
const page = () => `${env().SITE_URL}${dayPath}`;
const setName = "{performer} en Bahidorá 2027";

type Node = Record<string, unknown> & { "@id"?: string };

function jsonOf(shown: ReturnType<typeof event>) {
  const [day] = timetableDays(shown.lineup, shown.timeZone);
  const sheet = timetableSheet(day, shown.timeZone, new Map(), "Sin escenario");
  return timetableJsonLd(timetableGraph(shown, day, dayPath, setName), sheet);
}

/** The graph's sets with every `@id` reference replaced by the node it names, as a consumer of the graph reads it. */
function resolvedSets(json: ReturnType<typeof jsonOf>): Node[] {
  const graph = json["@graph"] as Node[];
  const byId = new Map(graph.filter((node) => node["@id"]).map((node) => [node["@id"], node]));
  const resolve = (value: unknown) => {
    const id = (value as Node)?.["@id"];
    if (typeof id !== "string" || Object.keys(value as Node).length > 1) return value;
    const { "@id": _id, ...node } = byId.get(id)!;
    return node;
  };
  return graph
    .filter((node) => node["@type"] === "MusicEvent" && !node["@id"])
    .map((set) => Object.fromEntries(Object.entries(set).map(([key, value]) => [key, resolve(value)])));
}

describe("timetableJsonLd", () => {
  it("makes each timed set a MusicEvent on its stage, part of the festival, that Google's required fields hold", () => {
    const shown = event();
    const json = jsonOf(shown);
    expect(json["@context"]).toBe(SCHEMA);
    const [set] = resolvedSets(json);
    expect(set).toMatchObject({
      "@type": "MusicEvent",
      name: "Nicola Cruz en Bahidorá 2027",
      startDate: "2027-02-26T23:30:00-06:00",
      endDate: "2027-02-27T01:00:00-06:00",
      eventStatus: `${SCHEMA}/EventScheduled`,
      location: { "@type": "Place", name: "Bosque, Las Estacas", address: { addressLocality: "Tlaltizapán" } },
      performer: { "@type": "PerformingGroup", name: "Nicola Cruz" },
      superEvent: { "@type": "Festival", name: "Bahidorá 2027", url: `${env().SITE_URL}/eventos/${shown.id}` },
      url: `${page()}#set-1`,
    });
    expect(checkEvent({ "@context": SCHEMA, ...set }, set.url as string).errors).toEqual([]);
  });

  it("writes the festival and each stage once, however many sets name them", () => {
    const shown = event();
    const start = new Date("2027-02-27T02:00:00Z");
    const lineup = Array.from({ length: 20 }, (_, index) => ({
      ...shown.lineup[0],
      name: `Acto ${index}`,
      position: index,
      stage: index % 2 ? "Bosque" : "Río",
      startsAt: new Date(start.getTime() + index * 30 * 60 * 1000),
      endsAt: null,
    }));
    const graph = jsonOf({ ...shown, lineup })["@graph"] as Node[];
    expect(graph.filter((node) => node["@type"] === "Festival")).toHaveLength(1);
    expect(graph.filter((node) => node["@type"] === "Place")).toHaveLength(2);
    expect(graph.filter((node) => node["@type"] === "MusicEvent")).toHaveLength(20);
  });

  it("keeps the festival's status on every set: a cancelled festival's sets are cancelled", () => {
    const [set] = resolvedSets(jsonOf(event({ status: "cancelado" })));
    expect(set.eventStatus).toBe(`${SCHEMA}/EventCancelled`);
  });

  it("names the venue alone for a set of no stage, and says no end where none is known", () => {
    const shown = event();
    const lineup = [{ ...shown.lineup[0], stage: "", endsAt: null }];
    const [set] = resolvedSets(jsonOf({ ...shown, lineup }));
    expect((set.location as Node).name).toBe("Las Estacas");
    expect(set).not.toHaveProperty("endDate");
  });
});
