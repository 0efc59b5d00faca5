import { embedOf } from "@/lib/story/embeds";
import { applied } from "./edit-notation";
import { insertLink, insertParagraph, linkAddress, photoMarkdown } from "./markdown-inserts";

describe("links, photos and players", () => {
  test("a link takes the selection as its text, or the address when nothing is selected", () => {
    const link = (written: string, address: string, text: string) =>
      applied(written, (value, at) => insertLink(value, at, address, text));
    expect(link("Boletos ‹aquí›.", "https://boletos.mx/edc", "aquí")).toBe("Boletos [aquí](https://boletos.mx/edc)‹›.");
    expect(link("Boletos: ‹›", "https://boletos.mx/edc", "")).toBe(
      "Boletos: [https://boletos.mx/edc](https://boletos.mx/edc)‹›",
    );
    expect(link("‹›", "https://x.mx/a b(1)", "[VIP] \\ 2")).toBe("[\\[VIP\\] \\\\ 2](https://x.mx/a%20b%281%29)‹›");
  });

  test("a photo's Markdown, its caption as the title", () => {
    expect(photoMarkdown("/media/abc/original.jpg", " La pista ")).toBe("![La pista](/media/abc/original.jpg)");
    expect(photoMarkdown("/media/abc/original.jpg", "La [pista]", 'El "cierre"')).toBe(
      '![La \\[pista\\]](/media/abc/original.jpg "El \\"cierre\\"")',
    );
  });

  test("a photo or a player goes alone in its own paragraph", () => {
    const own = (written: string) => applied(written, (value, at) => insertParagraph(value, at, "LINK"));
    expect(own("Mira el video: ‹›y más")).toBe("Mira el video: \n\nLINK‹›\n\ny más");
    expect(own("Antes.\n‹›\nDespués.")).toBe("Antes.\n\nLINK‹›\n\nDespués.");
    expect(own("Antes.\n\n‹›")).toBe("Antes.\n\nLINK‹›");
    expect(own("‹›")).toBe("LINK‹›");
  });

  test("a player's link, as inserted, is still that player's link", () => {
    const embed = embedOf("https://youtu.be/dQw4w9WgXcQ?t=90")!;
    expect(embedOf(embed.link)?.player).toBe(embed.player);
  });
});

describe("the addresses a link may go to", () => {
  test("http(s), mailto and this site's pages; a bare host is read as https", () => {
    expect(linkAddress(" https://boletos.mx/edc ")).toBe("https://boletos.mx/edc");
    expect(linkAddress("boletos.mx/edc")).toBe("https://boletos.mx/edc");
    expect(linkAddress("mailto:prensa@pulso.mx")).toBe("mailto:prensa@pulso.mx");
    expect(linkAddress("/post/edc-2025")).toBe("/post/edc-2025");
    expect(linkAddress("#line-up")).toBe("#line-up");
  });

  test("never a script, data, another scheme or a host-less word", () => {
    for (const typed of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "vbscript:x", "ftp://a.mx"])
      expect(linkAddress(typed)).toBeNull();
    for (const typed of ["", "boletos", "//evil.mx/x", "/\\evil.mx", "mailto:nadie"])
      expect(linkAddress(typed)).toBeNull();
  });
});
