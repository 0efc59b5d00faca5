import { eventLabels } from "./event-labels";

jest.mock("next-intl/server", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextIntlServer);

const priced = (priceFrom: number | null, priceTo: number | null) => ({ priceFrom, priceTo });

describe("the words a card says of an event", () => {
  it("writes its price in pesos: free, from, up to, a range, one price, or nothing when none is known", async () => {
    const { price } = await eventLabels();
    expect(price(priced(0, null))).toBe("Gratis");
    expect(price(priced(0, 0))).toBe("Gratis");
    expect(price(priced(1200, null))).toBe("Desde $1,200 MXN");
    expect(price(priced(null, 500))).toBe("Hasta $500 MXN");
    expect(price(priced(0, 500))).toBe("Hasta $500 MXN");
    expect(price(priced(800, 1500))).toBe("$800 – $1,500 MXN");
    expect(price(priced(800, 800))).toBe("$800 MXN");
    expect(price(priced(null, null))).toBeNull();
  });

  it("badges a cancelled, postponed or rescheduled event, and says nothing of a scheduled one", async () => {
    const { status, kind } = await eventLabels();
    expect(["cancelado", "pospuesto", "reprogramado", "programado"].map((value) => status({ status: value }))).toEqual([
      "Cancelado",
      "Pospuesto",
      "Reprogramado",
      null,
    ]);
    expect(kind({ kind: "club" })).toBe("Club");
  });
});
