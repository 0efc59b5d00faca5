// What each role may do, held on the production build (docs/team.md, "Roles and actions"): a Colaborador's session and
// key against every page and route lib/team/route-rules.ts keeps for Editors and Administradores, and the posts a
// Colaborador and an Autor may change. lib/team/route-rules.test.ts holds every route to its row.
import type { APIRequestContext } from "@playwright/test";
import { ROUTE_RULES, type Rule } from "../../lib/team/route-rules";
import { fillPost } from "../editor/editor";
import { apiAuthorization } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { desktopOnly, expect, test } from "../support/test";
import { keyAuthorization, newApiKey, signIn, teamAccount, writeHeaders } from "./support";

const EDITORS_ONLY = new Set<Rule>(["editAny", "newsroom", "team", "session:team"]);
const rows = Object.entries(ROUTE_RULES) as [string, Record<string, Rule>][];
const pagesKeptFromColaborador = rows.filter(([, row]) => row.page && EDITORS_ONLY.has(row.page)).map(([p]) => p);
const handlersKeptFromColaborador = rows.flatMap(([pattern, row]) =>
  Object.entries(row)
    .filter(([method, rule]) => method !== "page" && EDITORS_ONLY.has(rule))
    .map(([method]) => ({ pattern, method })),
);

const basic = { Authorization: apiAuthorization };

async function stored(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path, { headers: basic });
  expect(response.status(), path).toBe(200);
  return response.json();
}

test.describe("a Colaborador", () => {
  test("saves a draft from the form, is told in Spanish it may not publish, and every page kept for Editors answers 403", async ({
    page,
  }) => {
    const colaborador = teamAccount("colaborador");
    await signIn(page, colaborador);
    expect((await page.goto("/editor"))?.status()).toBe(200);
    expect((await page.goto("/createPost"))?.status()).toBe(200);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
    const post = newPost();
    await fillPost(page, post);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Tu rol en la redacción no permite este cambio" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await page.waitForURL(`**/editor/posts/${post.id}?aviso=draft`);
    expect(pagesKeptFromColaborador.length).toBeGreaterThan(6);
    for (const pattern of pagesKeptFromColaborador) {
      const response = await page.goto(pattern.replace(/\[[^\]]+\]/g, "muestra"));
      expect([pattern, response?.status()]).toEqual([pattern, 403]);
      await expect(page.getByRole("heading", { name: "Sin permiso" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Volver al panel" })).toHaveAttribute("href", "/editor");
  });
});

test.describe(
  "a Colaborador's session and key",
  desktopOnly("what the server answers does not depend on the screen"),
  () => {
    for (const door of ["session", "key"] as const) {
      test(`by ${door}: is refused every route kept for Editors with 403 not_permitted, and changes nothing`, async ({
        page,
        request,
      }) => {
        const colaborador = teamAccount("colaborador");
        const post = newPost();
        expect((await publish(page.request, post)).status()).toBe(201);
        const [event] = (await stored(page.request, "/edmNews/events")) as { id: string }[];
        const [author] = (await stored(page.request, "/edmNews/authors")) as { slug: string }[];
        const targets: Record<string, string> = {
          "/edmNews/[id]": `/edmNews/${post.id}`,
          "/edmNews/events/[id]": `/edmNews/events/${event.id}`,
          "/edmNews/authors/[slug]": `/edmNews/authors/${author.slug}`,
        };
        const reads = [`/edmNews/${post.id}`, `/edmNews/events/${event.id}`, `/edmNews/authors/${author.slug}`];
        const readsOf = () => Promise.all(reads.map((path) => stored(page.request, path)));
        const before = await readsOf();

        await signIn(page, colaborador);
        const sessionHeaders = await writeHeaders(page);
        // A key's requests carry no cookie: the key alone is the credential.
        const [client, headers] =
          door === "session"
            ? [page.request, sessionHeaders]
            : [request, { Authorization: keyAuthorization(await newApiKey(page.request, sessionHeaders)) }];
        expect(handlersKeptFromColaborador.length).toBeGreaterThan(8);
        for (const { pattern, method } of handlersKeptFromColaborador) {
          const url = targets[pattern] ?? pattern;
          const data = ["GET", "DELETE"].includes(method) ? undefined : { title: "Cambiado", email: "x@example.mx" };
          const response = await client.fetch(url, { method, headers, data, maxRedirects: 0 });
          if (door === "key" && !pattern.startsWith("/edmNews/")) {
            // The editor's own routes know no key: it gets what no session gets, the login or a 404.
            expect([pattern, [307, 404].includes(response.status())]).toEqual([pattern, true]);
            continue;
          }
          expect([method, pattern, response.status()]).toEqual([method, pattern, 403]);
          if (pattern.startsWith("/edmNews/")) {
            expect([pattern, (await response.json()).error.code]).toEqual([pattern, "not_permitted"]);
          }
        }
        expect(await readsOf()).toEqual(before);
      });
    }
  },
);

test.describe("a Colaborador's session", desktopOnly("what the server answers does not depend on the screen"), () => {
  test("writes drafts of its own, and publishes nothing, nor changes another's post", async ({ page }) => {
    const colaborador = teamAccount("colaborador");
    const others = newPost();
    expect((await publish(page.request, others)).status()).toBe(201);
    const othersBefore = await stored(page.request, `/edmNews/${others.id}`);

    await signIn(page, colaborador);
    const headers = await writeHeaders(page);
    const draft = newPost();
    const created = await page.request.post("/edmNews/createNews", {
      headers,
      data: { ...draft, status: "draft" },
    });
    expect(created.status()).toBe(201);
    const edited = await page.request.patch(`/edmNews/${draft.id}`, { headers, data: { title: "Borrador corregido" } });
    expect(edited.status()).toBe(200);

    const published = newPost();
    const refusals = [
      await page.request.post("/edmNews/createNews", { headers, data: published }),
      await page.request.patch(`/edmNews/${draft.id}`, { headers, data: { status: "published" } }),
      await page.request.patch(`/edmNews/${others.id}`, { headers, data: { title: "Ajeno" } }),
      await page.request.post(`/edmNews/${others.id}/restore?revision=1`, { headers }),
    ];
    for (const refused of refusals) {
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe("not_permitted");
    }
    expect((await page.request.get(`/edmNews/${published.id}`, { headers: basic })).status()).toBe(404);
    expect(await stored(page.request, `/edmNews/${draft.id}`)).toMatchObject({
      title: "Borrador corregido",
      status: "draft",
    });
    expect(await stored(page.request, `/edmNews/${others.id}`)).toEqual(othersBefore);
    expect((await page.goto(`/editor/posts/${draft.id}`))?.status()).toBe(200);
    expect((await page.goto(`/editor/posts/${others.id}`))?.status()).toBe(403);
  });
});

test.describe("an Autor's session", desktopOnly("what the server answers does not depend on the screen"), () => {
  test("publishes a post of its own, and may neither trash it nor change another's", async ({ page }) => {
    const autor = teamAccount("autor");
    const others = newPost();
    expect((await publish(page.request, others)).status()).toBe(201);
    await signIn(page, autor);
    const headers = await writeHeaders(page);
    const own = newPost();
    expect((await page.request.post("/edmNews/createNews", { headers, data: own })).status()).toBe(201);
    const unpublished = await page.request.patch(`/edmNews/${own.id}`, { headers, data: { status: "draft" } });
    expect(unpublished.status()).toBe(200);
    for (const refused of [
      await page.request.delete(`/edmNews/${own.id}`, { headers }),
      await page.request.patch(`/edmNews/${others.id}`, { headers, data: { title: "Ajeno" } }),
    ]) {
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe("not_permitted");
    }
    expect(await stored(page.request, `/edmNews/${own.id}`)).toMatchObject({ status: "draft", trashedAt: null });
  });
});
