// The team's page on the production build: an Administrador invites a person, who follows the link of the mail a real
// SMTP server on a loopback port received, chooses a name and password and is signed in with their role's screens; the
// link works once, and a deactivation ends the person's session at once.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN } from "../editor/editor";
import { faultPort, faultSuite, startFaultSite, type FaultSite } from "../faults/support/fault-site";
import { expect, test } from "../support/test";
import { startSmtpInbox, type SmtpInbox } from "../../scripts/testing/smtp-inbox";

const welcomeLinkIn = (text: string) => {
  const link = new URL(/https?:\/\/\S+\/editor\/bienvenida\?token=[\w-]+/.exec(text)![0]);
  return `${link.pathname}${link.search}`;
};

/** The first Administrador, signed in on the site as the login page does it (the session, then the flag). */
async function signInAsAdministrador(page: Page, site: FaultSite): Promise<void> {
  const response = await page.request.post(`${site.url}/session`, { data: ADMIN, headers: { Origin: site.url } });
  expect(response.status()).toBe(200);
  await page.goto(`${site.url}/login`);
  await page.evaluate(() => localStorage.setItem("authenticated", "true"));
}

test.describe("the team's invitations through a real mail server", faultSuite, () => {
  test.describe.configure({ mode: "serial" });
  let inbox: SmtpInbox;
  let site: FaultSite;
  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    site = await startFaultSite(faultPort("team"), { env: { SMTP_URL: inbox.url } });
  });
  test.afterAll(async () => {
    await site?.close();
    await inbox?.close();
  });

  test("an invitation is mailed, accepted once, and a deactivation ends the person's session", async ({
    page,
    browser,
  }) => {
    const email = `invitada-${randomBytes(5).toString("hex")}@pulso.test`;
    await signInAsAdministrador(page, site);
    await page.goto(`${site.url}/editor`);
    await page
      .getByRole("navigation", { name: "Herramientas del editor" })
      .getByRole("link", { name: "Equipo" })
      .click();
    await expect(page.getByRole("heading", { name: "El equipo", level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: "Invitar a alguien" });
    // Typed before the page is interactive, the fields would be emptied when React takes them over.
    await expect(form.getByRole("button", { name: "Enviar invitación" })).toBeEnabled();
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("Nombre", { exact: true }).fill("Inés Invitada");
    await form.getByLabel("Rol", { exact: true }).selectOption("autor");
    await form.getByRole("button", { name: "Enviar invitación" }).click();
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("Invitación vigente hasta");
    await expect(row).toContainText("Autor");

    await expect.poll(() => inbox.received.filter((received) => received.rcptTo.includes(email)).length).toBe(1);
    const { mail } = inbox.received.find((received) => received.rcptTo.includes(email))!;
    expect(mail.subject).toMatch(/te invita a la redacción de Pulso Electrónico/);
    const link = `${site.url}${welcomeLinkIn(mail.text ?? "")}`;
    expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    const invited = await browser.newContext();
    const person = await invited.newPage();
    await person.goto(link);
    await expect(person.getByRole("heading", { name: "Te damos la bienvenida" })).toBeVisible();
    await expect(person.getByLabel("Tu nombre")).toHaveValue("Inés Invitada");
    const password = randomBytes(12).toString("base64url");
    await person.getByLabel("Contraseña", { exact: true }).fill(password);
    await person.getByLabel("Repite la contraseña").fill(password);
    await person.getByRole("button", { name: "Crear mi contraseña y entrar" }).click();
    await person.waitForURL("**/editor");
    const bar = person.getByRole("navigation", { name: "Herramientas del editor" });
    await expect(bar.getByRole("link", { name: "Estadísticas" })).toHaveCount(0);
    await expect(bar.getByRole("link", { name: "Equipo" })).toHaveCount(0);

    const replay = await browser.newContext();
    const stranger = await replay.newPage();
    await stranger.goto(link);
    await expect(stranger.getByText("Este enlace ya no sirve")).toBeVisible();
    await replay.close();

    await page.reload();
    await expect(row).toContainText("Activa");
    await row.getByRole("button", { name: "Desactivar" }).click();
    await expect(row).toContainText("Desactivada");
    const afterwards = await person.goto(`${site.url}/editor`);
    expect(afterwards?.url()).toMatch(/\/login\?next=/);
    await invited.close();
  });
});
