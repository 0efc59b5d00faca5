// A post's updates as its page draws them: a coverage's 500 updates, more than the story worker's queue holds at once,
// are all drawn, pinned first.
import { createTranslator } from "use-intl/core";
import messages from "@/messages/es.json";
import { LIVE_UPDATES_MAX, type LiveUpdate } from "@/lib/live/live-updates";
import { markupOf } from "@/scripts/testing/story-markup";
import { LiveUpdates } from "./LiveUpdates";

jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: "es", messages, namespace }),
}));

const START = Date.parse("2027-02-26T22:00:00Z");

const updates: LiveUpdate[] = Array.from({ length: LIVE_UPDATES_MAX }, (_, index) => ({
  id: `u${String(index).padStart(7, "0")}`,
  postId: "edc-en-vivo",
  text: `Actualización **${index}**`,
  image: "",
  imageAlt: "",
  pinned: index === 7,
  createdAt: new Date(START + (LIVE_UPDATES_MAX - index) * 60_000),
  updatedAt: new Date(START + (LIVE_UPDATES_MAX - index) * 60_000),
}));

describe("LiveUpdates", () => {
  it(`draws all ${LIVE_UPDATES_MAX} updates of a full coverage through the story renderer, the pinned first`, async () => {
    const coverage = { start: new Date(START), end: new Date(START + 3 * 86_400_000) };
    const html = await markupOf(LiveUpdates({ postId: "edc-en-vivo", coverage, updates }));
    const drawn = [...html.matchAll(/<strong>(\d+)<\/strong>/g)].map(([, number]) => Number(number));
    expect(drawn).toHaveLength(LIVE_UPDATES_MAX);
    expect(drawn.slice(0, 3)).toEqual([7, 0, 1]);
    expect(html.match(/<li /g)).toHaveLength(LIVE_UPDATES_MAX);
  });

  it("draws nothing for a post that is no live coverage and has no update", async () => {
    expect(await markupOf(LiveUpdates({ postId: "nota", coverage: null, updates: [] }))).toBe("");
  });
});
