import Database from "better-sqlite3";
import { parse } from "csv-parse/sync";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { e2eCredentials } from "../support/environment";
import { faultPort, faultSuite, publish, startFaultSite, type FaultSite } from "../faults/support/fault-site";
import { aPost } from "../../scripts/testing/post-fixture";
import { startSmtpInbox, type SmtpInbox } from "../../scripts/testing/smtp-inbox";
import { todayInMexicoCity } from "../editor/editor";

const CONFIRMED = ["ana@lectores.test", "beto@lectores.test", "caro@lectores.test"];

test.describe("the editor's boletín page", faultSuite, () => {
  test.describe.configure({ mode: "serial" });
  let inbox: SmtpInbox;
  let site: FaultSite;

  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    site = await startFaultSite(faultPort("newsletter-editor"), {
      env: { SMTP_URL: inbox.url, MAIL_FROM: "Pulso Electrónico <boletin@pulso.test>", NEWSLETTER_RATE: "50" },
    });
    const database = new Database(site.databaseFile);
    const insert = database.prepare(
      `INSERT INTO "Subscriber" ("email", "state", "consentAt", "consentSource", "confirmedAt", "createdAt", "updatedAt")
       VALUES (?, ?, ?, 'footer', ?, ?, ?)`,
    );
    const now = new Date().toISOString();
    for (const email of CONFIRMED) insert.run(email, "confirmed", now, now, now, now);
    insert.run("pendiente@lectores.test", "pending", now, null, now, now);
    database.close();
  });

  test.afterAll(async () => {
    await site?.close();
    await inbox?.close();
  });

  async function signIn(page: Page) {
    const signedIn = await page.request.post(`${site.url}/session`, {
      data: { email: e2eCredentials.adminEmail, password: e2eCredentials.adminPassword },
      headers: { Origin: site.url },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto(`${site.url}/login`);
    await page.evaluate(() => localStorage.setItem("authenticated", "true"));
  }

  const figure = (page: Page, label: string) =>
    page.getByRole("region", { name: "Suscriptores" }).locator("div").filter({ hasText: label }).locator("dd");

  test("is the editor's alone: the page, the export and the preview ask for a session", async ({ request }) => {
    const page = await request.get(`${site.url}/editor/boletin`, { maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers().location).toContain("/login?next=%2Feditor%2Fboletin");
    const csv = await request.get(`${site.url}/editor/boletin/suscriptores.csv`, { maxRedirects: 0 });
    expect(csv.status()).toBe(307);
    expect((await request.get(`${site.url}/editor/boletin/vista-previa`)).status()).toBe(404);
    for (const path of ["test", "editions", "unsubscribe"]) {
      const refused = await request.post(`${site.url}/edmNews/newsletter/${path}`, { data: {} });
      expect(refused.status(), path).toBe(401);
    }
  });

  test("counts the readers, exports the confirmed ones, previews and test-sends the next edition, sends it once to each confirmed reader, and shows it in the history", async ({
    page,
  }) => {
    const post = aPost({ date: todayInMexicoCity() });
    expect((await publish(site, post)).status).toBe(201);
    await signIn(page);
    await page.goto(`${site.url}/editor/boletin`);
    await expect(page.getByRole("heading", { level: 1, name: "Boletín" })).toBeVisible();
    await expect(figure(page, "Confirmados")).toHaveText("3");
    await expect(figure(page, "Por confirmar")).toHaveText("1");
    await expect(figure(page, "Dados de baja")).toHaveText("0");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar los confirmados (CSV)" }).click();
    const file = await (await download).createReadStream();
    let text = "";
    for await (const chunk of file) text += chunk;
    expect((parse(text) as string[][]).map(([email]) => email)).toEqual(["email", ...CONFIRMED]);

    const preview = page.getByRole("region", { name: "El próximo boletín" });
    await expect(preview.getByRole("link", { name: post.title })).toBeVisible();
    await expect(
      page.frameLocator("iframe[title='Vista previa del correo del próximo boletín']").getByText(post.title).first(),
    ).toBeVisible();

    await page.getByRole("button", { name: "Enviarme una prueba" }).click();
    await expect(page.getByRole("status")).toHaveText("La prueba salió hacia tu correo.");
    const test = inbox.received.find((mail) => mail.rcptTo.includes(e2eCredentials.adminEmail));
    expect(test?.mail.subject).toMatch(/^\[Prueba\] /);
    expect(inbox.received).toHaveLength(1);

    await page.getByRole("button", { name: "Enviar el boletín" }).click();
    await expect(page.getByText("¿Enviar el boletín a 3 suscriptores confirmados?")).toBeVisible();
    await page.getByRole("button", { name: "Sí, enviar ahora" }).click();
    await expect(page.getByRole("status")).toHaveText(/El boletín está saliendo hacia 3 suscriptores/);
    await expect.poll(() => inbox.received.length, { timeout: 20_000 }).toBe(4);
    const recipients = inbox.received.slice(1).flatMap((mail) => mail.rcptTo);
    expect(recipients.sort()).toEqual(CONFIRMED);

    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole("region", { name: "Boletines enviados" }).getByRole("row").nth(1).innerText();
        },
        { timeout: 20_000 },
      )
      .toMatch(/Terminado el/);
    const row = page.getByRole("region", { name: "Boletines enviados" }).getByRole("row").nth(1);
    await expect(row.getByRole("rowheader")).toContainText(post.title);
    await expect(row.getByRole("cell").nth(1)).toHaveText("3");
    await expect(row.getByRole("cell").nth(2)).toHaveText("3");
    await expect(page.getByText("No hay publicaciones nuevas desde el último boletín")).toBeVisible();
    await expect(page.getByRole("button", { name: /Enviar/ })).toHaveCount(0);
  });

  test("takes an address off the boletín for a reader who asked by mail", async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/editor/boletin`);
    const form = page.getByRole("region", { name: "Dar de baja una dirección" });
    await form.getByLabel("Correo electrónico").fill("nadie@lectores.test");
    await form.getByRole("button", { name: "Dar de baja" }).click();
    await expect(form.getByText("Ninguna suscripción tiene esa dirección.")).toBeVisible();
    await form.getByLabel("Correo electrónico").fill(" Beto@Lectores.test ");
    await form.getByRole("button", { name: "Dar de baja" }).click();
    await expect(page.getByRole("status")).toHaveText("beto@lectores.test quedó dada de baja.");
    await page.reload();
    await expect(figure(page, "Confirmados")).toHaveText("2");
    await expect(figure(page, "Dados de baja")).toHaveText("1");
  });

  test("fits a phone's screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(`${site.url}/editor/boletin`);
    await expect(page.getByRole("heading", { level: 1, name: "Boletín" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
