import { readerToken, tokenEmail } from "./reader-token";

const now = new Date("2026-11-27T12:00:00Z");
const hours = (count: number) => new Date(now.getTime() + count * 60 * 60 * 1000);
const EMAIL = "lectora@ejemplo.mx";

describe("the boletín's signed links", () => {
  it("name their address in characters a URL carries as they are", () => {
    const token = readerToken("newsletter-confirmation", EMAIL, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(tokenEmail("newsletter-confirmation", token, now)).toBe(EMAIL);
  });

  it("confirm for 48 hours and unsubscribe for a year", () => {
    const confirmation = readerToken("newsletter-confirmation", EMAIL, now);
    expect(tokenEmail("newsletter-confirmation", confirmation, hours(47.9))).toBe(EMAIL);
    expect(tokenEmail("newsletter-confirmation", confirmation, hours(48))).toBeNull();
    const unsubscribe = readerToken("newsletter-unsubscribe", EMAIL, now);
    expect(tokenEmail("newsletter-unsubscribe", unsubscribe, hours(364 * 24))).toBe(EMAIL);
    expect(tokenEmail("newsletter-unsubscribe", unsubscribe, hours(365 * 24))).toBeNull();
  });

  it("refuse any change to the address, the expiry or the signature, and a link made for the other purpose", () => {
    const [address, expiry, signature] = readerToken("newsletter-confirmation", EMAIL, now).split(".");
    const other = Buffer.from("otra@ejemplo.mx").toString("base64url");
    const later = (parseInt(expiry, 36) + 3600).toString(36);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    for (const token of [
      [other, expiry, signature],
      [address, later, signature],
      [address, expiry, flipped],
      [address, expiry],
      [address, expiry, signature, "x"],
    ])
      expect(tokenEmail("newsletter-confirmation", token.join("."), now)).toBeNull();
    const unsubscribe = readerToken("newsletter-unsubscribe", EMAIL, now);
    expect(tokenEmail("newsletter-confirmation", unsubscribe, now)).toBeNull();
    expect(tokenEmail("newsletter-unsubscribe", `${unsubscribe}${"a".repeat(600)}`, now)).toBeNull();
  });
});
