import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("EDC México & más", "https://pulso.mx/post/edc-2025");

  it("opens WhatsApp with the title and the address in one message", () => {
    const url = new URL(links.whatsapp);
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe("EDC México & más https://pulso.mx/post/edc-2025");
  });

  it("gives X the title and the address, and Facebook the address", () => {
    const x = new URL(links.x);
    expect(x.searchParams.get("text")).toBe("EDC México & más");
    expect(x.searchParams.get("url")).toBe("https://pulso.mx/post/edc-2025");
    expect(new URL(links.facebook).searchParams.get("u")).toBe("https://pulso.mx/post/edc-2025");
  });
});
