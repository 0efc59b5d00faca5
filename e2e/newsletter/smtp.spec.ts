import { faultPort, faultSuite, startFaultSite, type FaultSite } from "../faults/support/fault-site";
import { expect, test } from "../support/test";
import { startSmtpInbox, type SmtpInbox } from "../../scripts/testing/smtp-inbox";
import { anAddress } from "./support";

// A server of its own, whose SMTP_URL is a real SMTP server started here on a loopback port.
test.describe("the boletín's signup through a real mail server", faultSuite, () => {
  test.describe.configure({ mode: "serial" });
  let inbox: SmtpInbox;
  let site: FaultSite;
  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    site = await startFaultSite(faultPort("newsletter"), { env: { SMTP_URL: inbox.url } });
  });
  test.afterAll(async () => {
    await site?.close();
    await inbox?.close();
  });

  test("signup, the confirmation mail, its link, and the address confirmed", async ({ page }) => {
    const email = anAddress("smtp");
    await page.goto(`${site.url}/contact`);
    const form = page.getByRole("region", { name: "La escena, cada semana en tu correo" });
    await form.getByLabel("Tu correo electrónico").fill(email);
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
    await expect.poll(() => inbox.received.filter((mail) => mail.rcptTo.includes(email)).length).toBe(1);
    const { mail } = inbox.received.find((received) => received.rcptTo.includes(email))!;
    expect(mail.subject).toBe("Confirma tu suscripción a El boletín de Pulso Electrónico");
    const link = /https?:\/\/\S+\/boletin\/confirmar\?token=\S+/.exec(mail.text ?? "")![0];
    expect(new URL(link).origin).toBe(site.url);
    expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    await page.goto(link);
    await page.getByRole("button", { name: "Confirmar suscripción" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Listo, ya estás suscrito" })).toBeVisible();
  });
});
