import ICAL from "ical.js";
import type { Cluster } from "../scripts/operations/cluster/topology";
import {
  cachedByProxy,
  changeEventThrough,
  eventThrough,
  expect,
  test,
  THROUGH_THE_PROXY_MS,
  timeUntil,
} from "./support/cluster";

/** The STATUS a calendar gives the event with this id, read with ical.js; undefined when it does not list it. */
async function calendarStatus(url: string, id: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) return undefined;
  const events = ICAL.Component.fromString(await response.text()).getAllSubcomponents("vevent");
  const event = events.find((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(`${id}@`));
  return event?.getFirstPropertyValue("status");
}

/** Whether the page at `url` answers 200 with every one of `texts`. */
const says =
  (url: string, ...texts: string[]) =>
  async () => {
    const response = await fetch(url);
    const html = response.ok ? await response.text() : "";
    return response.ok && texts.every((text) => html.includes(text));
  };

/** The proxy and every app server. */
const everyServer = (cluster: Cluster) => [cluster.proxyUrl, ...cluster.apps.map(({ url }) => url)];

/** How long each address took to pass its check, logged and held to the proxy's second and one render. */
async function withinASecond(checks: [string, () => Promise<boolean>][]) {
  const delays = await Promise.all(checks.map(([, check]) => timeUntil(check, 5_000)));
  console.log(checks.map(([name], i) => `${name} ${delays[i].toFixed(0)} ms`).join(", "));
  for (const [i, [name]] of checks.entries()) expect(delays[i], name).toBeLessThan(THROUGH_THE_PROXY_MS);
}

test.describe("an event changed through the API", () => {
  test("is cancelled in both calendars, through the proxy and on every app server, within a second", async ({
    cluster,
  }) => {
    const [one] = cluster.apps;
    const event = await eventThrough(cluster, one.url);
    const calendars = ["/eventos.ics", `/eventos/${event.id}/calendario.ics`];
    const addresses = everyServer(cluster).flatMap((server) => calendars.map((path) => `${server}${path}`));
    // Every server and the proxy have both calendars cached, with the event on, before it is cancelled.
    for (const path of calendars) await cachedByProxy(cluster, path);
    for (const url of addresses) expect(await calendarStatus(url, event.id), url).toBe("CONFIRMED");

    await changeEventThrough(cluster, one.url, event.id, { status: "cancelado" });
    await withinASecond(
      addresses.map((url) => [url, async () => (await calendarStatus(url, event.id)) === "CANCELLED"]),
    );
  });

  test("shows on the guide and on its page, through the proxy and on every app server, within a second", async ({
    cluster,
  }) => {
    const [one] = cluster.apps;
    const event = await eventThrough(cluster, one.url);
    const pages = ["/eventos", `/eventos/${event.id}`];
    for (const path of pages) await cachedByProxy(cluster, path);
    for (const server of everyServer(cluster)) {
      for (const path of pages) expect(await says(`${server}${path}`, event.name)(), `${server}${path}`).toBe(true);
    }

    // Renamed as it is cancelled, so that the guide's card shows the change whatever its badge reads.
    const name = `${event.name}, cancelada`;
    await changeEventThrough(cluster, one.url, event.id, { status: "cancelado", name });
    // The page says it in its JSON-LD (lib/seo/event-json-ld.ts), whatever its words.
    const cancelled = "https://schema.org/EventCancelled";
    await withinASecond(
      everyServer(cluster).flatMap((server): [string, () => Promise<boolean>][] => [
        [`${server}/eventos`, says(`${server}/eventos`, name)],
        [`${server}/eventos/${event.id}`, says(`${server}/eventos/${event.id}`, name, cancelled)],
      ]),
    );
  });
});
