import { NextRequest } from "next/server";
import { config } from "@/proxy";
import { readerToken } from "./reader-token";
import { READER_FORM_PAGES, routeReaderPage } from "./reader-routing";

const at = (address: string, method = "GET") => new NextRequest(`http://127.0.0.1:4000${address}`, { method });

describe("the boletín's pages in proxy.ts", () => {
  it("are each in the proxy's matcher", () => {
    expect(config.matcher).toEqual(expect.arrayContaining(READER_FORM_PAGES));
  });

  it("send each page's POST to the route handler beside it, with the link's query", () => {
    const token = readerToken("newsletter-unsubscribe", "lectora@ejemplo.mx", new Date());
    for (const [page, handler] of [
      ["/boletin", "/boletin/enviar"],
      ["/boletin/confirmar", "/boletin/confirmar/enviar"],
      [`/boletin/baja?token=${token}`, `/boletin/baja/enviar?token=${token}`],
    ]) {
      const answer = routeReaderPage(at(page, "POST"))!;
      const rewrite = new URL(answer.headers.get("x-middleware-rewrite")!);
      expect(`${rewrite.pathname}${rewrite.search}`).toBe(handler);
    }
  });

  it("answer a link's page 400 when its token is not valid for that page, and leave the rest to the page", () => {
    const confirmation = readerToken("newsletter-confirmation", "lectora@ejemplo.mx", new Date());
    expect(routeReaderPage(at(`/boletin/confirmar?token=${confirmation}`))!.status).toBe(200);
    expect(routeReaderPage(at(`/boletin/baja?token=${confirmation}`))!.status).toBe(400);
    expect(routeReaderPage(at("/boletin/confirmar"))!.status).toBe(400);
    expect(routeReaderPage(at("/boletin?error=correo"))!.status).toBe(200);
    expect(routeReaderPage(at("/boletin/revisa"))).toBeNull();
  });

  it("refuse the methods a page with a form does not take, naming those it does", () => {
    const answer = routeReaderPage(at("/boletin/baja", "PUT"))!;
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, POST");
  });
});
