// The cluster bench's largest pages, made through the API of the server at `base`: the festival guide full (as many
// upcoming events as it shows, each with a line-up) and issue 26's long story. Pages over about 64 KB on the wire are
// the ones a proxy's TCP settings can stall (docs/cluster.md), so the bench measures them beside the small ones.
import { anEvent } from "../../testing/event-fixture";
import { publishStory } from "./story";

/**
 * GUIDE_EVENTS of lib/events/guide.ts (a server-only module): how many upcoming events a filter of the guide shows,
 * the guide's largest page since /eventos itself is paged.
 */
const GUIDE_EVENTS = 60;
/** The city of every event here (the fixture's), whose filter shows all of them. */
const GUIDE_CITY = "tlaltizapan";
const DAY_MS = 24 * 3_600_000;
const PERFORMERS = 12;
const STAGES = ["Principal", "Bosque", "Carpa"];

/** YYYY-MM-DDTHH:mm, the local time the API takes, `days` from now at `hour`. */
function localTime(days: number, hour: number): string {
  return `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** A filter's worth of upcoming events, two days apart from tomorrow: none ends while the bench runs. */
async function fillTheGuide(base: string, authorization: string): Promise<void> {
  const run = Date.now().toString(36);
  for (let index = 0; index < GUIDE_EVENTS; index++) {
    const event = anEvent({
      id: `bench-${run}-${index}`,
      name: `Noche ${index + 1} de techno y house`,
      kind: "concierto",
      startsAt: localTime(1 + 2 * index, 20),
      endsAt: localTime(2 + 2 * index, 4),
      lineup: Array.from({ length: PERFORMERS }, (_, position) => ({
        name: `Artista ${((index * 7 + position * 13) % 300) + 1}`,
        stage: STAGES[position % STAGES.length],
      })),
      description: "El line-up completo, los horarios por escenario y los boletos, en esta página. ".repeat(4).trim(),
    });
    const response = await fetch(`${base}/edmNews/events`, {
      method: "POST",
      headers: { Authorization: authorization, "Content-Type": "application/json" },
      body: JSON.stringify(event),
    });
    if (response.status !== 201) throw new Error(`Creating an event answered ${response.status}`);
  }
}

/** The addresses of the largest pages: the guide's city filtered to these events, and the long story's page. */
export async function publishLargestPages(base: string, authorization: string): Promise<string[]> {
  await fillTheGuide(base, authorization);
  const story = await publishStory(base, authorization);
  return [`/eventos?ciudad=${GUIDE_CITY}`, `/post/${story}`];
}
