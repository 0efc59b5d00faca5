// A person's API key on the production build (issue 41): made on /editor/cuenta, its secret read once, used as the
// specification's clients use the API's credentials, its last use shown, and revoked at once.
import fs from "node:fs";
import { E2E_SERVER_LOG } from "../support/environment";
import { newPost } from "../support/posts";
import { desktopOnly, expect, test } from "../support/test";
import { keyAuthorization, newApiKey, signIn, teamAccount, writeHeaders, accountFlow } from "./support";

test(
  "a person makes a key on their account's page, reads its secret once, uses it, and revokes it",
  accountFlow,
  async ({ page, request }) => {
    const autora = teamAccount("autor");
    await signIn(page, autora);
    await page.goto("/editor");
    await page.getByRole("link", { name: "Mi cuenta" }).click();
    await expect(page.getByRole("heading", { name: "Llaves de la API" })).toBeVisible();
    await expect(page.getByText("Todavía no tienes llaves.")).toBeVisible();

    await page.getByLabel("Nombre", { exact: true }).fill("Importador de prueba");
    await page.getByRole("button", { name: "Crear llave" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "no se volverá a mostrar" })).toBeVisible();
    const secret = (await page.getByTestId("new-key-secret").textContent()) ?? "";
    const row = page.getByRole("row").filter({ hasText: "Importador de prueba" });
    await expect(row).toContainText("Nunca");
    const id = (await row.getByRole("cell").first().textContent()) ?? "";
    expect(id).toMatch(/^pk_[0-9a-f]{24}$/);
    expect(secret).toMatch(/^[\w-]{43}$/);
    await expect(page.getByText(`curl -u ${id}:${secret}`)).toBeVisible();

    const headers = { Authorization: keyAuthorization({ id, secret }) };
    expect((await request.get("/edmNews", { headers })).status()).toBe(200);
    const post = newPost();
    expect((await request.post("/edmNews/createNews", { headers, data: post })).status()).toBe(201);
    const [revision] = await (await request.get(`/edmNews/${post.id}/revisions`, { headers })).json();
    expect(revision.savedBy).toBe(id);
    // The post is the person's: an Autor opens their own posts only.
    expect((await page.goto(`/editor/posts/${post.id}`))?.status()).toBe(200);

    await page.goto("/editor/cuenta");
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(row.getByRole("cell").nth(2)).not.toHaveText("Nunca");
    await row.getByRole("button", { name: "Revocar" }).click();
    await row.getByRole("button", { name: "Sí, revocar" }).click();
    await expect(page.getByText("Todavía no tienes llaves.")).toBeVisible();

    const refused = await request.get("/edmNews", { headers });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.code).toBe("unauthorized");
    expect(fs.readFileSync(E2E_SERVER_LOG, "utf8")).not.toContain(secret);
  },
);

test(
  "an Administrador sees another person's key on the team's page and revokes it at once",
  desktopOnly("the team's page at the phone's width is the roles spec's"),
  async ({ page, browser, request }) => {
    const autora = teamAccount("autor");
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signIn(theirPage, autora);
    const key = await newApiKey(theirPage.request, await writeHeaders(theirPage));
    await theirs.close();
    const headers = { Authorization: keyAuthorization(key) };
    expect((await request.get("/edmNews", { headers })).status()).toBe(200);

    await signIn(page, teamAccount("administrador"));
    await page.goto("/editor/equipo");
    const row = page.getByRole("row").filter({ hasText: autora.email });
    await row.getByText("1 llave de la API").click();
    await expect(row.getByText(key.id)).toBeVisible();
    await row.getByRole("button", { name: "Revocar" }).click();
    await row.getByRole("button", { name: "Sí, revocar" }).click();
    await expect(row.getByText("1 llave de la API")).toHaveCount(0);
    expect((await request.get("/edmNews", { headers })).status()).toBe(401);
  },
);
