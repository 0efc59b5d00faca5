import ICAL from "ical.js";
import { env } from "@/lib/env";
import { plainName } from "@/lib/text/plain-name";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { calendarUid, eventsCalendar } from "./calendar";

const NAME = { name: "Pulso Electrónico: eventos", description: "Festivales en México", path: "/eventos.ics" };
const host = new URL(env().SITE_URL).host;
const pageOf = (id: string) => `${env().SITE_URL}/eventos/${id}`;

/** A TEXT value as RFC 5545 3.3.11 reads it, for the properties ical.js knows no type of (NAME, X-WR-CAL*). */
const textOf = (raw: unknown) => ICAL.design.icalendar.value.text.fromICAL!(String(raw));

/** An event's name as an attacker would write it: a line of its own for each property of a forged event. */
const FORGED =
  "F\r\nBEGIN:VEVENT\r\nUID:p@evil.example\r\nDTSTART:20270101T000000Z\r\nURL:https://evil.example\r\n" +
  "BEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nEND:VEVENT\u0001\u000b\u0085\u2028X";

/** The calendar read back by a maintained parser (ical.js, Thunderbird's), its events by UID. */
function parsed(text: string) {
  const calendar = ICAL.Component.fromString(text);
  const events = new Map(
    calendar.getAllSubcomponents("vevent").map((event) => [String(event.getFirstPropertyValue("uid")), event]),
  );
  return { calendar, events };
}

describe("eventsCalendar", () => {
  it("is an RFC 5545 calendar with a PRODID and one VEVENT per event, each with a stable UID", () => {
    const events = [aStoredEvent(), aStoredEvent({ name: "EDC México 2027" })];
    const text = eventsCalendar(events, NAME);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const { calendar, events: read } = parsed(text);
    expect(calendar.getFirstPropertyValue("prodid")).toBe(`-//${host}//Pulso Electrónico//ES`);
    expect(calendar.getFirstPropertyValue("source")).toBe(`${env().SITE_URL}/eventos.ics`);
    expect([...read.keys()]).toEqual(events.map(({ id }) => `${id}@${host}`));
    expect(calendarUid(events[0].id)).toBe(`${events[0].id}@${host}`);
    expect(eventsCalendar(events, NAME)).toBe(text);
  });

  it("writes an event's times in UTC, its version as SEQUENCE, its last change as DTSTAMP", () => {
    const event = aStoredEvent({ timeZone: "America/Tijuana", version: 7 });
    const text = eventsCalendar([event], NAME);
    expect(text).toContain("\r\nDTSTART:20270226T220000Z\r\n");
    expect(text).toContain("\r\nDTEND:20270228T120000Z\r\n");
    const vevent = parsed(text).events.get(calendarUid(event.id))!;
    expect(vevent.getFirstPropertyValue("sequence")).toBe(7);
    expect((vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate()).toEqual(event.updatedAt);
    expect((vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate()).toEqual(event.startsAt);
    expect((vevent.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate()).toEqual(event.endsAt);
  });

  it("names the event, its place, its page, and its reader's text followed by the page's address", () => {
    const event = aStoredEvent();
    const vevent = parsed(eventsCalendar([event], NAME)).events.get(calendarUid(event.id))!;
    expect(vevent.getFirstPropertyValue("summary")).toBe("Bahidorá 2027");
    expect(vevent.getFirstPropertyValue("location")).toBe(
      "Las Estacas, Carretera Tlaltizapán-Cuautla km 6, Tlaltizapán, Morelos",
    );
    expect(vevent.getFirstPropertyValue("url")).toBe(pageOf(event.id));
    expect(vevent.getFirstPropertyValue("description")).toBe(`Tres días junto al río.\n\n${pageOf(event.id)}`);
    const bare = aStoredEvent({ descriptionText: "", venueAddress: "" });
    const read = parsed(eventsCalendar([bare], NAME)).events.get(calendarUid(bare.id))!;
    expect(read.getFirstPropertyValue("description")).toBe(pageOf(bare.id));
    expect(read.getFirstPropertyValue("location")).toBe("Las Estacas, Tlaltizapán, Morelos");
  });

  it.each([
    ["programado", "CONFIRMED"],
    ["reprogramado", "CONFIRMED"],
    ["pospuesto", "TENTATIVE"],
    ["cancelado", "CANCELLED"],
  ])("marks an event %s as STATUS:%s", (status, expected) => {
    const event = aStoredEvent({ status });
    const vevent = parsed(eventsCalendar([event], NAME)).events.get(calendarUid(event.id))!;
    expect(vevent.getFirstPropertyValue("status")).toBe(expected);
  });

  it("folds lines at 75 octets and escapes text: a long Spanish line comes back intact", () => {
    const line =
      "Año tras año, junto al río; la música electrónica más arriesgada de México, con artistas de Colombia, " +
      "Ecuador y Sudáfrica; camping, albercas y pláticas. Niñas y niños menores de 12 años entran gratis; " +
      "el acceso cierra a las 3:00 a. m., ¡no lleguen tarde! Más información: boletos, horarios y mapa en la página.";
    const event = aStoredEvent({ name: "Bahidorá: río, selva; y más", descriptionText: line });
    const text = eventsCalendar([event], NAME);
    const lines = text.split("\r\n");
    expect(Math.max(...lines.map((one) => Buffer.byteLength(one, "utf8")))).toBeLessThanOrEqual(75);
    expect(lines.some((one) => one.startsWith(" "))).toBe(true);
    expect(text).toContain("SUMMARY:Bahidorá: río\\, selva\\; y más");
    const vevent = parsed(text).events.get(calendarUid(event.id))!;
    expect(vevent.getFirstPropertyValue("summary")).toBe("Bahidorá: río, selva; y más");
    expect(vevent.getFirstPropertyValue("description")).toBe(`${line}\n\n${pageOf(event.id)}`);
  });

  it("adds no event, property or alarm from a name, a venue or a description holding line breaks", () => {
    const event = aStoredEvent({
      name: FORGED,
      venueName: FORGED,
      venueAddress: "Km 6\rURL:https://evil.example",
      city: "Tlaltizapán\nATTACH:https://evil.example",
      state: "Morelos",
      descriptionText: `Tres días\r\nBEGIN:VALARM\u0000\u001b\r\njunto al río\tcon\u0007 amigos`,
    });
    const text = eventsCalendar([event], { ...NAME, name: FORGED, description: FORGED });
    const lines = text.split("\r\n");
    expect(lines.filter((line) => /[\r\n\u0000-\u0008\u000b-\u001f\u007f\u0085]/.test(line))).toEqual([]);
    expect(lines.filter((line) => /^(BEGIN|END):V(EVENT|ALARM)$/.test(line))).toEqual(["BEGIN:VEVENT", "END:VEVENT"]);
    expect(lines.filter((line) => /^(URL|UID|ATTACH|ACTION)[:;]/.test(line))).toEqual([
      `UID:${calendarUid(event.id)}`,
      `URL;VALUE=URI:${pageOf(event.id)}`,
    ]);

    const { calendar, events } = parsed(text);
    expect([...events.keys()]).toEqual([calendarUid(event.id)]);
    expect(calendar.getAllSubcomponents()).toHaveLength(1);
    const oneLine = plainName(FORGED);
    expect(textOf(calendar.getFirstPropertyValue("name"))).toBe(oneLine);
    expect(textOf(calendar.getFirstPropertyValue("x-wr-calname"))).toBe(oneLine);
    expect(textOf(calendar.getFirstPropertyValue("x-wr-caldesc"))).toBe(oneLine);
    const vevent = events.get(calendarUid(event.id))!;
    expect(vevent.getFirstPropertyValue("summary")).toBe(oneLine);
    expect(vevent.getAllSubcomponents()).toEqual([]);
    expect(vevent.getFirstPropertyValue("location")).toBe(
      `${oneLine}, Km 6 URL:https://evil.example, Tlaltizapán ATTACH:https://evil.example, Morelos`,
    );
    expect(vevent.getFirstPropertyValue("description")).toBe(
      `Tres días\nBEGIN:VALARM\njunto al río\tcon amigos\n\n${pageOf(event.id)}`,
    );
  });

  it("ends every line with CRLF, the last one too, and escapes the calendar's own description (RFC 5545 3.3.11)", () => {
    const head = { ...NAME, name: "Eventos; México, 2027", description: "Festivales, conciertos; y noches\\club" };
    const text = eventsCalendar([aStoredEvent()], head);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("\r\nX-WR-CALDESC:Festivales\\, conciertos\\; y noches\\\\club\r\n");
    expect(text).toContain("\r\nX-WR-CALNAME:Eventos\\; México\\, 2027\r\n");
    const { calendar } = parsed(text);
    expect(textOf(calendar.getFirstPropertyValue("x-wr-caldesc"))).toBe(head.description);
    expect(textOf(calendar.getFirstPropertyValue("name"))).toBe(head.name);
  });

  it("is an empty calendar, still valid, when no event is upcoming", () => {
    const { calendar, events } = parsed(eventsCalendar([], NAME));
    expect(calendar.name).toBe("vcalendar");
    expect(events.size).toBe(0);
  });
});
