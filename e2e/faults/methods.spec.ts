import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { serverProblems } from "../support/server-log";
import { expect, test } from "../support/test";
import { authorSlugOf } from "../../lib/authors/author-slug";
import { apiAuthorization, E2E_DIST_DIR } from "../support/environment";
import { faultSuite, storedIds, useFaultSite } from "./support/fault-site";

/** What each route answers to; a route the build has and this table lacks fails the first test. */
const ROUTE_ALLOW: Record<string, string> = {
  "/edmNews": "GET, HEAD, OPTIONS",
  "/edmNews/[id]": "DELETE, GET, HEAD, OPTIONS, PATCH",
  "/edmNews/[id]/restore": "OPTIONS, POST",
  "/edmNews/[id]/revisions": "GET, HEAD, OPTIONS",
  "/edmNews/[id]/updates": "GET, HEAD, OPTIONS, POST",
  "/edmNews/[id]/updates/[updateId]": "DELETE, OPTIONS, PATCH",
  "/edmNews/createNews": "OPTIONS, POST",
  "/edmNews/media": "OPTIONS, POST",
  "/edmNews/media/[hash]/focus": "OPTIONS, POST",
  "/edmNews/topics": "GET, HEAD, OPTIONS",
  "/edmNews/authors": "GET, HEAD, OPTIONS",
  "/edmNews/authors/[slug]": "GET, HEAD, OPTIONS, PUT",
  "/edmNews/events": "GET, HEAD, OPTIONS, POST",
  "/edmNews/events/[id]": "DELETE, GET, HEAD, OPTIONS, PATCH",
  "/edmNews/newsletter/editions": "GET, HEAD, OPTIONS, POST",
  "/edmNews/newsletter/test": "OPTIONS, POST",
  "/edmNews/newsletter/unsubscribe": "OPTIONS, POST",
  "/edmNews/team": "GET, HEAD, OPTIONS, POST",
  "/edmNews/team/[id]": "OPTIONS, PATCH",
  "/edmNews/team/[id]/invitation": "DELETE, OPTIONS, POST",
  "/edmNews/team/[id]/keys": "GET, HEAD, OPTIONS",
  "/edmNews/team/[id]/factors": "DELETE, OPTIONS",
  "/edmNews/team/security": "OPTIONS, PUT",
  "/edmNews/[id]/review": "OPTIONS, POST",
  "/edmNews/[id]/review/return": "OPTIONS, POST",
  "/edmNews/account": "OPTIONS, PATCH",
  "/edmNews/account/password": "OPTIONS, PUT",
  "/edmNews/account/sessions": "DELETE, OPTIONS",
  "/edmNews/account/passkeys": "OPTIONS, POST",
  "/edmNews/account/passkeys/options": "OPTIONS, POST",
  "/edmNews/account/passkeys/[id]": "DELETE, OPTIONS, PATCH",
  "/edmNews/account/totp": "DELETE, OPTIONS, POST, PUT",
  "/edmNews/account/totp/recovery-codes": "OPTIONS, POST",
  "/edmNews/keys": "GET, HEAD, OPTIONS, POST",
  "/edmNews/keys/[id]": "DELETE, OPTIONS",
  "/media/[hash]/[file]": "GET, HEAD, OPTIONS",
  "/session": "DELETE, OPTIONS, POST",
  "/session/bienvenida": "OPTIONS, POST",
  "/session/nueva-clave": "OPTIONS, POST",
  "/session/olvido": "OPTIONS, POST",
  "/session/codigo": "OPTIONS, POST",
  "/session/passkey": "OPTIONS, POST",
  "/session/passkey/options": "OPTIONS, POST",
  "/conteo": "OPTIONS, POST",
  // The boletín's pages with a form take their POST through proxy.ts, which sends it to the handler beside them.
  "/boletin": "GET, HEAD, POST",
  "/boletin/confirmar": "GET, HEAD, POST",
  "/boletin/baja": "GET, HEAD, POST",
  "/boletin/enviar": "OPTIONS, POST",
  "/boletin/confirmar/enviar": "OPTIONS, POST",
  "/boletin/baja/enviar": "OPTIONS, POST",
  "/plan": "OPTIONS, POST",
  "/plan/[token]/cambiar": "OPTIONS, POST",
  "/plan/[token]/revocar": "OPTIONS, POST",
  "/sitemap.xml": "GET, HEAD, OPTIONS",
  "/sitemap/[part]": "GET, HEAD, OPTIONS",
  "/plan/[token]/calendario.ics": "GET, HEAD, OPTIONS",
  // Cached routes, static files and the editor's pages: GET and HEAD only.
  "/feed.xml": "GET, HEAD",
  "/news-sitemap.xml": "GET, HEAD",
  "/robots.txt": "GET, HEAD",
  "/opengraph-image": "GET, HEAD",
  "/post/[id]/opengraph-image": "GET, HEAD",
  "/post/[id]/en-vivo.json": "GET, HEAD",
  "/tema/[slug]/feed.xml": "GET, HEAD",
  "/eventos.ics": "GET, HEAD",
  "/eventos/[id]/calendario.ics": "GET, HEAD",
  "/eventos/[id]/opengraph-image": "GET, HEAD",
  "/icon.png": "GET, HEAD",
  "/icon1.png": "GET, HEAD",
  "/apple-icon.png": "GET, HEAD",
  "/": "GET, HEAD",
  "/team": "GET, HEAD",
  "/contact": "GET, HEAD",
  "/cookies": "GET, HEAD",
  "/privacidad": "GET, HEAD",
  "/boletin/revisa": "GET, HEAD",
  "/boletin/confirmada": "GET, HEAD",
  "/boletin/cancelada": "GET, HEAD",
  "/post": "GET, HEAD",
  "/tema": "GET, HEAD",
  "/post/nota_retirada": "GET, HEAD",
  "/eventos": "GET, HEAD",
  "/eventos/pasados": "GET, HEAD",
  "/eventos/evento_retirado": "GET, HEAD",
  "/login": "GET, HEAD",
  "/createPost": "GET, HEAD",
  "/editor": "GET, HEAD",
  "/editor/posts/[id]": "GET, HEAD",
  "/editor/posts/[id]/history": "GET, HEAD",
  "/editor/posts/[id]/en-vivo": "GET, HEAD",
  "/editor/posts/[id]/preview": "GET, HEAD",
  "/editor/autores": "GET, HEAD",
  "/editor/autores/[slug]": "GET, HEAD",
  "/editor/eventos": "GET, HEAD",
  "/editor/eventos/nuevo": "GET, HEAD",
  "/editor/eventos/[id]": "GET, HEAD",
  "/editor/estadisticas": "GET, HEAD",
  "/editor/boletin": "GET, HEAD",
  "/editor/boletin/suscriptores.csv": "GET, HEAD",
  "/editor/boletin/vista-previa": "GET, HEAD",
  "/editor/equipo": "GET, HEAD",
  "/editor/registro": "GET, HEAD",
  "/editor/cuenta": "GET, HEAD",
  "/editor/bienvenida": "GET, HEAD",
  "/login/olvido": "GET, HEAD",
  "/login/nueva-clave": "GET, HEAD",
  "/login/codigo": "GET, HEAD",
  "/images/brand/logo.png": "GET, HEAD",
  "/_next/static/<chunk>": "GET, HEAD",
};

/**
 * Cached dynamic pages are served by Next.js to any method from its cache (POST /post/x gets the page), and
 * an OPTIONS to a page gets its 400; sending them through proxy.ts to refuse that would cost every reader.
 */
const PAGES_FOR_ANY_METHOD = [
  "/post/[id]",
  "/post/pages/[page]",
  "/autor/[slug]",
  "/autor/[slug]/pages/[page]",
  "/tema/[slug]",
  "/tema/[slug]/pages/[page]",
  "/buscar",
  "/eventos/[id]",
  "/eventos/[id]/horarios",
  "/eventos/[id]/horarios/[dia]",
  "/eventos/pasados/pages/[page]",
  "/eventos/pages/[page]",
  "/eventos/filtro/[city]/[month]",
  "/plan/[token]",
];
/** The event the guide's addresses name, in a city of its own. */
const METHODS_EVENT = {
  id: "evento-de-metodos",
  name: "Evento de métodos",
  kind: "club",
  startsAt: "2031-05-20T20:00",
  endsAt: "2031-05-21T04:00",
  venue: { name: "Foro", city: "Ciudad de Métodos", state: "Jalisco" },
  lineup: [{ name: "Sonido de Métodos", stage: "Foro", startsAt: "2031-05-20T22:00", endsAt: "2031-05-21T00:00" }],
};
/** Every address no route has gets the not-found page, whatever the method, as a missing post does. */
const UNKNOWN_ADDRESSES = "/[...unknown]";
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
/** Methods Next.js cannot route: TRACE made its route handlers throw (a 500 with a stack trace). */
const UNROUTABLE = ["TRACE", "PROPFIND", "MKCOL", "LOCK", "SEARCH"];

/** fetch refuses TRACE, so every request goes out through node:http. */
function send(url: string, method: string): Promise<{ status: number; allow: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { Authorization: apiAuthorization } }, (response) => {
      response.resume();
      // Next.js writes Allow as two header lines; a client reads them as one list.
      const allow = response.headersDistinct.allow?.join(", ") ?? "";
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** A method the route does not serve: 405, or 204 for an OPTIONS the route answers; Allow either way. */
const refusal = (method: string, allow: string) =>
  `${method === "OPTIONS" && allow.includes("OPTIONS") ? 204 : 405} ${allow}`;

/** "/(site)/post/[id]/opengraph-image-ti8tyb/route" -> "/post/[id]/opengraph-image-ti8tyb" */
const pathOf = (manifestKey: string) => manifestKey.replace(/\/\([^)]+\)/g, "").replace(/\/(page|route)$/, "") || "/";
/** The route as ROUTE_ALLOW names it: without the share image's build hash. */
const routeOf = (manifestKey: string) => pathOf(manifestKey).replace(/(opengraph-image)-\w+$/, "$1");

test.describe("HTTP methods on every route", faultSuite, () => {
  // One server for the whole file (in order, useFaultSite): the last test reads what the others made it log.
  const site = useFaultSite("methods");
  const manifest = JSON.parse(
    fs.readFileSync(path.join(E2E_DIST_DIR, "server", "app-paths-manifest.json"), "utf8"),
  ) as Record<string, string>;
  const buildRoutes = Object.keys(manifest).filter((key) => !/\/_(not-found|global-error)\//.test(key));

  /** One address per route, keyed as ROUTE_ALLOW keys them. */
  async function addresses(): Promise<Record<string, string>> {
    const id = (await storedIds(site()))[0];
    const home = await (await fetch(site().url)).text();
    // The API's calls on a post really change it (DELETE trashes it): they get an id no post has.
    const idFor = (key: string) => (key.startsWith("/edmNews") ? "nota-que-no-existe" : id);
    const post = await fetch(`${site().url}/edmNews/${id}`, { headers: { Authorization: apiAuthorization } });
    const author = authorSlugOf(((await post.json()) as { author: string }).author);
    const topic = /href="\/tema\/([a-z0-9-]+)"/.exec(await (await fetch(`${site().url}/tema`)).text())![1];
    const slugFor = (key: string) =>
      key.includes("/edmNews") ? "autor-que-no-existe" : key.includes("/tema/") ? topic : author;
    // Written once for the file's tests: the second asks again and gets its 409.
    await fetch(`${site().url}/edmNews/events`, {
      method: "POST",
      headers: { Authorization: apiAuthorization, "Content-Type": "application/json" },
      body: JSON.stringify(METHODS_EVENT),
    });
    // A plan of the event's one set, made as the timetable's form makes it: its page answers any method as /buscar.
    const made = await fetch(`${site().url}/plan`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site().url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ evento: METHODS_EVENT.id, set: "sonido-de-metodos" }),
    });
    const plan = made.headers.get("location")!.split("/").pop()!;
    const sample = (key: string) =>
      pathOf(key)
        .replace("[id]", /^\/(editor\/)?eventos\//.test(pathOf(key)) ? METHODS_EVENT.id : idFor(key))
        .replace("[slug]", slugFor(key))
        .replace("[part]", "1.xml")
        .replace("[page]", /\/(autor|tema|eventos)\//.test(key) ? "1" : "2")
        .replace("[city]", "ciudad-de-metodos")
        .replace("[month]", "2031-05")
        .replace("[dia]", "2031-05-20")
        .replace("[token]", plan)
        .replace("[updateId]", "actualiz")
        .replace("[hash]", "0".repeat(64))
        .replace("[file]", "card-384.webp")
        .replace("[...unknown]", "no-existe/aqui");
    return {
      ...Object.fromEntries(buildRoutes.map((key) => [routeOf(key), sample(key)])),
      "/images/brand/logo.png": "/images/brand/logo.png",
      "/_next/static/<chunk>": /\/_next\/static\/chunks\/[^"]+\.js/.exec(home)![0],
    };
  }

  test("every route of the build is listed here", () => {
    const listed = new Set([...Object.keys(ROUTE_ALLOW), ...PAGES_FOR_ANY_METHOD, UNKNOWN_ADDRESSES]);
    expect(buildRoutes.map(routeOf).filter((route) => !listed.has(route))).toEqual([]);
  });

  test("unserved methods get 405 with the route's Allow, OPTIONS says the same, others pass", async () => {
    const byRoute = await addresses();
    const wrong: string[] = [];
    for (const [route, allow] of Object.entries(ROUTE_ALLOW)) {
      const url = `${site().url}${byRoute[route]}`;
      for (const method of METHODS) {
        const { status, allow: answered } = await send(url, method);
        const served = allow.split(", ").includes(method) && method !== "OPTIONS";
        const ok = served ? status < 500 && status !== 405 : `${status} ${answered}` === refusal(method, allow);
        if (!ok) wrong.push(`${method} ${route}: ${status} Allow: ${answered}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("TRACE and methods no route serves get 501 everywhere; cached pages answer any other method", async () => {
    const byRoute = await addresses();
    for (const address of Object.values(byRoute)) {
      for (const method of UNROUTABLE) {
        expect((await send(`${site().url}${address}`, method)).status, `${method} ${address}`).toBe(501);
      }
    }
    for (const route of PAGES_FOR_ANY_METHOD) {
      for (const method of METHODS) {
        const { status } = await send(`${site().url}${byRoute[route]}`, method);
        expect(status, `${method} ${route}`).toBe(method === "OPTIONS" ? 400 : 200);
      }
    }
    for (const method of METHODS) {
      const { status } = await send(`${site().url}${byRoute[UNKNOWN_ADDRESSES]}`, method);
      expect(status, `${method} ${UNKNOWN_ADDRESSES}`).toBe(method === "OPTIONS" ? 400 : 404);
    }
  });

  test("the server log shows no error and no stack trace after all of it", () => {
    expect(serverProblems(site().server.output())).toEqual([]);
  });
});
