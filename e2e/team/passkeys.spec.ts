// Passkeys on the production build, through Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain):
// one registered and named at /editor/cuenta, renamed, used with "Entrar con llave de acceso", removed, and then
// refused; nothing of a challenge or a credential in the server's log.
//
// WebAuthn refuses an IP address as the relying party's id, and the suite's server is http://127.0.0.1:<port> (its
// SITE_URL too). So this spec starts a server of its own from the same e2e build, with a fresh database and
// SITE_URL=http://localhost:<port>, and the browser opens it by that name (localhost is a secure context over http).
// The build needs nothing else: SITE_URL is read when the server starts (lib/env.ts), and next.config.ts uses it only
// for HSTS, which neither address has. One server per project, each on its own port, so both widths run at once.
import type { Page } from "@playwright/test";
import { startFaultSite, type FaultSite } from "../faults/support/fault-site";
import { E2E_PORT, e2eCredentials } from "../support/environment";
import { expect, test } from "../support/test";
import { accountFlow } from "./support";

test.describe.configure({ mode: "serial" });

let site: FaultSite | undefined;
let origin = "";

test.beforeAll(async ({}, testInfo) => {
  const port = E2E_PORT + (testInfo.project.name === "phone" ? 2 : 1);
  origin = `http://localhost:${port}`;
  site = await startFaultSite(port, { env: { SITE_URL: origin } });
});

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("server output", { body: site.server.output(), contentType: "text/plain" });
  }
});

test.afterAll(async () => site?.close());

/**
 * A platform authenticator that holds discoverable credentials and verifies its user at once, as a phone does; what
 * it answers with are the ids of the credentials it holds, base64url.
 */
async function virtualAuthenticator(page: Page): Promise<() => Promise<string[]>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return async () => {
    const { credentials } = await devtools.send("WebAuthn.getCredentials", { authenticatorId });
    return credentials.map(({ credentialId }) => Buffer.from(credentialId, "base64").toString("base64url"));
  };
}

/** The challenges the site sends the page, to look for in its log: read on their way, before the page moves on. */
async function challengesSent(page: Page): Promise<string[]> {
  const challenges: string[] = [];
  await page.route(/\/options$/, async (route) => {
    const response = await route.fetch();
    if (response.ok()) challenges.push((await response.json()).challenge);
    await route.fulfill({ response });
  });
  return challenges;
}

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(e2eCredentials.adminEmail);
  await page.getByLabel("Contraseña").fill(e2eCredentials.adminPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${origin}/createPost`);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(`${origin}/`);
}

test(
  "a passkey is registered and named, signs its person in, and once removed signs in nobody",
  accountFlow,
  async ({ page }) => {
    const credentialIds = await virtualAuthenticator(page);
    const challenges = await challengesSent(page);
    await signInWithPassword(page);

    await page.goto(`${origin}/editor/cuenta`);
    const passkeys = page.getByRole("region", { name: "Llaves de acceso" });
    await expect(passkeys.getByText("Todavía no tienes llaves de acceso.")).toBeVisible();
    await passkeys.getByLabel("Nombre de la llave de acceso").fill("Teléfono de prueba");
    await passkeys.getByRole("button", { name: "Agregar llave de acceso" }).click();
    await expect(page.getByText("Llave de acceso «Teléfono de prueba» agregada.")).toBeVisible();
    const row = passkeys.getByRole("row", { name: /Teléfono de prueba/ });
    await expect(row).toContainText("Nunca");
    // The options leave out the person's passkeys: the same device does not make a second one.
    await passkeys.getByLabel("Nombre de la llave de acceso").fill("Otra vez");
    await passkeys.getByRole("button", { name: "Agregar llave de acceso" }).click();
    await expect(page.getByText("Este dispositivo ya guarda una llave de acceso tuya.")).toBeVisible();
    await expect(passkeys.getByRole("rowheader")).toHaveCount(1);

    await row.getByRole("button", { name: "Renombrar" }).click();
    await row.getByRole("textbox", { name: "Nuevo nombre de «Teléfono de prueba»" }).fill("Mi teléfono");
    await row.getByRole("button", { name: "Guardar" }).click();
    await expect(passkeys.getByRole("rowheader", { name: "Mi teléfono" })).toBeVisible();

    await signOut(page);
    await page.goto(`${origin}/login`);
    // The browser's autofill offers the site's passkeys in the e-mail field.
    await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
    await page.getByRole("button", { name: "Entrar con llave de acceso" }).click();
    await expect(page).toHaveURL(`${origin}/createPost`);
    expect(await page.evaluate(() => localStorage.getItem("authenticated"))).toBe("true");

    await page.goto(`${origin}/editor/registro?tipo=sign-in`);
    await expect(page.getByRole("row", { name: /Inició sesión/ }).first()).toContainText("con llave de acceso");

    await page.goto(`${origin}/editor/cuenta`);
    const used = passkeys.getByRole("row", { name: /Mi teléfono/ });
    await expect(used).not.toContainText("Nunca");
    await used.getByRole("button", { name: "Quitar" }).click();
    await used.getByRole("button", { name: "Sí, quitar" }).click();
    await expect(page.getByText("Llave de acceso quitada.")).toBeVisible();
    await expect(passkeys.getByText("Todavía no tienes llaves de acceso.")).toBeVisible();

    // The authenticator still holds the credential and answers with it: the site no longer knows it.
    await signOut(page);
    await page.goto(`${origin}/login`);
    await page.getByRole("button", { name: "Entrar con llave de acceso" }).click();
    await expect(page.getByText("No se pudo entrar con esa llave de acceso.")).toBeVisible();
    await expect(page).toHaveURL(`${origin}/login`);
    expect((await page.goto(`${origin}/editor`))?.url()).toMatch(/\/login\?next=/);

    const secrets = [...(await credentialIds()), ...challenges];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    const log = site!.server.output();
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  },
);
