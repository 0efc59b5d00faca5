import { db } from "@/lib/db";
import { readerToken } from "./reader-token";
import { confirm, requestSignup, unsubscribe } from "./subscribers";

const t0 = new Date("2026-11-27T12:00:00.000Z");
const later = (hours: number) => new Date(t0.getTime() + hours * 60 * 60 * 1000);
const stored = (email: string) => db.subscriber.findUnique({ where: { email } });

afterAll(() => db.$disconnect());

async function confirmedAddress(email: string) {
  await requestSignup(email, "footer", t0);
  await confirm(readerToken("newsletter-confirmation", email, t0), later(1));
}

describe("signing up", () => {
  it("keeps one pending entry, in lower case, with the latest consent, however often the address signs up", async () => {
    expect(await requestSignup("  Lectora@Ejemplo.MX ", "footer", t0)).toEqual({
      confirmationTo: "lectora@ejemplo.mx",
    });
    expect(await requestSignup("lectora@ejemplo.mx", "post", later(2))).toEqual({
      confirmationTo: "lectora@ejemplo.mx",
    });
    expect(await db.subscriber.findMany({ where: { email: { contains: "lectora@" } } })).toEqual([
      {
        email: "lectora@ejemplo.mx",
        state: "pending",
        consentAt: later(2),
        consentSource: "post",
        confirmedAt: null,
        unsubscribedAt: null,
        createdAt: t0,
        updatedAt: later(2),
      },
    ]);
  });

  it("leaves a confirmed address confirmed, and sends it no new confirmation", async () => {
    await confirmedAddress("fiel@ejemplo.mx");
    const before = await stored("fiel@ejemplo.mx");
    expect(await requestSignup("fiel@ejemplo.mx", "post", later(5))).toEqual({ confirmationTo: null });
    expect(await stored("fiel@ejemplo.mx")).toEqual(before);
    expect(before).toMatchObject({ state: "confirmed", confirmedAt: later(1) });
  });
});

describe("confirming", () => {
  it("refuses an expired or altered token, and leaves the address pending", async () => {
    await requestSignup("tarde@ejemplo.mx", "footer", t0);
    const token = readerToken("newsletter-confirmation", "tarde@ejemplo.mx", t0);
    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const otherAddress = readerToken("newsletter-confirmation", "otra@ejemplo.mx", t0).split(".")[0];

    expect(await confirm(token, later(48))).toBe(false);
    expect(await confirm(altered, later(1))).toBe(false);
    expect(await confirm([otherAddress, ...token.split(".").slice(1)].join("."), later(1))).toBe(false);
    expect(await confirm(readerToken("newsletter-unsubscribe", "tarde@ejemplo.mx", t0), later(1))).toBe(false);
    expect(await stored("tarde@ejemplo.mx")).toMatchObject({ state: "pending", confirmedAt: null });
  });

  it("does not bring back an address that unsubscribed after the mail was sent", async () => {
    await requestSignup("arrepentida@ejemplo.mx", "footer", t0);
    await unsubscribe({ email: "arrepentida@ejemplo.mx" }, later(1));
    expect(await confirm(readerToken("newsletter-confirmation", "arrepentida@ejemplo.mx", t0), later(2))).toBe(false);
    expect(await stored("arrepentida@ejemplo.mx")).toMatchObject({ state: "unsubscribed" });
  });
});

describe("unsubscribing", () => {
  it("keeps the address only as a suppression entry: no consent, no confirmation, the time it left", async () => {
    await confirmedAddress("adios@ejemplo.mx");
    expect(await unsubscribe({ token: readerToken("newsletter-unsubscribe", "adios@ejemplo.mx", t0) }, later(3))).toBe(
      true,
    );
    expect(await unsubscribe({ email: "ADIOS@ejemplo.mx" }, later(4))).toBe(true);
    expect(await stored("adios@ejemplo.mx")).toEqual({
      email: "adios@ejemplo.mx",
      state: "unsubscribed",
      consentAt: null,
      consentSource: null,
      confirmedAt: null,
      unsubscribedAt: later(3),
      createdAt: t0,
      updatedAt: later(3),
    });
  });

  it("refuses a token that is not valid and an address it does not hold, and stores nothing for them", async () => {
    await confirmedAddress("sigue@ejemplo.mx");
    const confirmation = readerToken("newsletter-confirmation", "sigue@ejemplo.mx", t0);
    expect(await unsubscribe({ token: confirmation }, later(1))).toBe(false);
    expect(await unsubscribe({ token: "no.es.token" }, later(1))).toBe(false);
    expect(await unsubscribe({ email: "nadie@ejemplo.mx" }, later(1))).toBe(false);
    expect(await unsubscribe({ email: "no es correo" }, later(1))).toBe(false);
    expect(await stored("sigue@ejemplo.mx")).toMatchObject({ state: "confirmed" });
    expect(await stored("nadie@ejemplo.mx")).toBeNull();
  });
});
