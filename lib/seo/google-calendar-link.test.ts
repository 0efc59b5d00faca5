import { env } from "@/lib/env";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { googleCalendarLink } from "./google-calendar-link";

describe("googleCalendarLink", () => {
  it("opens Google Calendar's form with the event's name, its times in UTC basic format, its place and page", () => {
    const event = aStoredEvent({ timeZone: "America/Cancun" });
    const link = new URL(googleCalendarLink(event));
    expect(`${link.origin}${link.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Bahidorá 2027",
      dates: "20270226T220000Z/20270228T120000Z",
      ctz: "America/Cancun",
      details: `Tres días junto al río.\n\n${env().SITE_URL}/eventos/${event.id}`,
      location: "Las Estacas, Carretera Tlaltizapán-Cuautla km 6, Tlaltizapán, Morelos",
    });
  });

  it("cuts a long description so the link stays short, and always ends with the event's page", () => {
    const event = aStoredEvent({ descriptionText: "Música y más música. ".repeat(500) });
    const link = googleCalendarLink(event);
    expect(link.length).toBeLessThan(4000);
    const details = new URL(link).searchParams.get("details")!;
    expect(details).toMatch(new RegExp(`…\\n\\n${env().SITE_URL}/eventos/${event.id}$`));
  });
});
