import { parse } from "csv-parse/sync";
import { db } from "@/lib/db";
import { confirmedSubscribersCsv, csvField, subscriberCounts, SUBSCRIBER_CSV_HEADER } from "./subscriber-list";

const t0 = new Date("2026-11-27T12:00:00.000Z");

afterAll(() => db.$disconnect());

const subscriber = (email: string, state: string, extra: object = {}) => ({
  email,
  state,
  consentAt: t0,
  consentSource: "footer",
  createdAt: t0,
  updatedAt: t0,
  ...extra,
});

async function readAll(): Promise<string> {
  let text = "";
  for await (const chunk of confirmedSubscribersCsv()) text += chunk;
  return text;
}

describe("the editor's view of the subscribers", () => {
  it("counts each state, zero for a state nobody is in", async () => {
    await db.subscriber.deleteMany();
    await db.subscriber.createMany({
      data: [
        subscriber("a@ejemplo.mx", "confirmed", { confirmedAt: t0 }),
        subscriber("b@ejemplo.mx", "confirmed", { confirmedAt: t0 }),
        subscriber("c@ejemplo.mx", "pending"),
        subscriber("d@ejemplo.mx", "unsubscribed", { consentAt: null, consentSource: null }),
      ],
    });
    expect(await subscriberCounts()).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1, bouncing: 0 });
  });

  it("exports every confirmed address and no other, across pages, as CSV a parser reads back", async () => {
    await db.subscriber.deleteMany();
    const confirmed = Array.from({ length: 2345 }, (_, n) => `lector${String(n).padStart(4, "0")}@ejemplo.mx`);
    await db.subscriber.createMany({
      data: [
        ...confirmed.map((email) => subscriber(email, "confirmed", { confirmedAt: t0, consentSource: "post" })),
        subscriber("pendiente@ejemplo.mx", "pending"),
        subscriber("rebota@ejemplo.mx", "bouncing"),
        subscriber("baja@ejemplo.mx", "unsubscribed"),
      ],
    });
    const rows: string[][] = parse(await readAll());
    expect(rows[0]).toEqual([...SUBSCRIBER_CSV_HEADER]);
    expect(rows.slice(1).map(([email]) => email)).toEqual(confirmed);
    expect(rows[1]).toEqual([confirmed[0], t0.toISOString(), "post"]);
  });

  it("writes an address a spreadsheet would run as a formula as inert text, quoted when it must be", async () => {
    expect(csvField('=HYPERLINK("x")@ejemplo.mx')).toBe('"\'=HYPERLINK(""x"")@ejemplo.mx"');
    expect(csvField("-2+3@ejemplo.mx")).toBe("'-2+3@ejemplo.mx");
    expect(csvField("lectora@ejemplo.mx")).toBe("lectora@ejemplo.mx");
    expect(parse(`${["+x@ejemplo.mx", 'a,"b'].map(csvField).join(",")}\r\n`)).toEqual([["'+x@ejemplo.mx", 'a,"b']]);
  });
});
