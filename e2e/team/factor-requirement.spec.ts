// The Administrador's requirement of a second factor, on the production build (docs/team.md): turned on from
// /editor/equipo, an Editor with no factor is sent by their password to add one and opens nothing else until they
// have; the last factor cannot be removed; an Administrador's "Quitar sus factores" sends the person back to add one.
//
// The requirement is the whole site's: on the suite's server it would change every other spec's sign-ins, so this spec
// starts a server of its own from the same e2e build, with a fresh database, one per project.
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { siteEnvironment, startFaultSite, type FaultSite } from "../faults/support/fault-site";
import { E2E_PORT, e2eCredentials } from "../support/environment";
import { expect, test } from "../support/test";
import { teamAccount, accountFlow } from "./support";

test.describe.configure({ mode: "serial" });

let site: FaultSite | undefined;
let origin = "";
let port = 0;

test.beforeAll(async ({}, testInfo) => {
  port = E2E_PORT + (testInfo.project.name === "phone" ? 4 : 3);
  site = await startFaultSite(port);
  origin = site.url;
});

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("server output", { body: site.server.output(), contentType: "text/plain" });
  }
});

test.afterAll(async () => site?.close());

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const admin = { email: e2eCredentials.adminEmail, password: e2eCredentials.adminPassword };
const notice = "Tu rol pide un segundo factor para entrar.";
const editorName = "Elena Factores";

test(
  "required by an Administrador, a second factor is added at the next sign-in, kept, and reset by another Administrador",
  accountFlow,
  async ({ page, browser }) => {
    const editor = teamAccount("editor", siteEnvironment(site!.databaseFile, port), editorName);
    await signInWithPassword(page, admin);
    await expect(page).toHaveURL(`${origin}/createPost`);
    await page.goto(`${origin}/editor/equipo`);
    const security = page.getByRole("form", { name: "Seguridad del equipo" });
    await expect(security.getByTestId("factor-missing")).toContainText(editorName);
    const required = security.getByLabel("Pedir un segundo factor a Editores y Administradores");
    await expect(required).not.toBeChecked();
    await required.check();
    await Promise.all([page.waitForEvent("framenavigated"), security.getByRole("button", { name: "Guardar" }).click()]);
    await expect(page.getByLabel("Pedir un segundo factor a Editores y Administradores")).toBeChecked();

    // The Editor's password opens only their account page, which says why.
    const editorPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    await signInWithPassword(editorPage, editor);
    await expect(editorPage).toHaveURL(`${origin}/editor/cuenta#segundo-factor`);
    await expect(editorPage.getByText(notice)).toBeVisible();
    expect(await editorPage.evaluate(() => localStorage.getItem("authenticated"))).toBe("true");
    await expect(editorPage.getByRole("link", { name: "Volver al panel" })).toHaveCount(0);
    await expect(editorPage.getByRole("region", { name: "Llaves de la API" })).toHaveCount(0);
    await editorPage.goto(`${origin}/createPost`);
    await expect(editorPage).toHaveURL(`${origin}/editor/cuenta#segundo-factor`);
    const write = await editorPage.request.post(`${origin}/edmNews/createNews`, {
      headers: { Origin: origin },
      data: { title: "Sin factor" },
    });
    expect(write.status()).toBe(403);

    // An authenticator app added: the newsroom opens.
    const section = editorPage.getByRole("region", { name: "App de autenticación" });
    await section.getByRole("button", { name: "Configurar app de autenticación" }).click();
    const secret = (await section.getByTestId("totp-secret").textContent())!;
    await section.getByLabel("Código de la app").fill(await generate({ secret }));
    await section.getByRole("button", { name: "Activar" }).click();
    await expect(section.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await section.getByRole("button", { name: "Ya los guardé" }).click();
    expect((await editorPage.goto(`${origin}/createPost`))?.status()).toBe(200);
    await expect(editorPage).toHaveURL(`${origin}/createPost`);

    // The only factor stays while the role must have one.
    await editorPage.goto(`${origin}/editor/cuenta`);
    await expect(editorPage.getByText(notice)).toHaveCount(0);
    await section.getByRole("button", { name: "Quitar" }).click();
    await section.getByRole("button", { name: "Sí, quitarla" }).click();
    await expect(editorPage.getByText("Tu rol pide un segundo factor: agrega otra llave de acceso")).toBeVisible();
    await editorPage.reload();
    await expect(section.getByTestId("totp-status")).toBeVisible();

    // The phone is lost: an Administrador removes the Editor's factors, which ends their session.
    await page.goto(`${origin}/editor/equipo`);
    const row = page.getByRole("row").filter({ hasText: editor.email });
    await row.getByRole("button", { name: "Quitar sus factores" }).click();
    await row.getByRole("button", { name: "Sí, quitarlos" }).click();
    await expect(page.getByText("Factores quitados: sus sesiones se cerraron.")).toBeVisible();
    await editorPage.goto(`${origin}/createPost`);
    await expect(editorPage).toHaveURL(/\/login\?next=/);

    // Their password sends them to add a factor again.
    await signInWithPassword(editorPage, editor);
    await expect(editorPage).toHaveURL(`${origin}/editor/cuenta#segundo-factor`);
    await expect(editorPage.getByText(notice)).toBeVisible();
    await editorPage.context().close();

    await page.goto(`${origin}/editor/registro`);
    await expect(page.getByText("Segundo factor obligatorio para Editores y Administradores")).toBeVisible();
  },
);
