import { samplePosts } from "../../prisma/sample-posts";
import { expect, test } from "../support/test";
import { mailsTo } from "../support/outbox";
import { aClient, anAddress, confirmationLink, signUp, subscriberOf } from "./support";

const POST_FORM = "¿Te gustó esta nota? Las que siguen, cada semana en tu correo";
const FOOTER_FORM = "La escena, cada semana en tu correo";
const PAGE_FORM = "Suscríbete con tu correo";

test.describe("the boletín's form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs a reader up from a page's footer and says to check the inbox", async ({ page }) => {
    await page.setExtraHTTPHeaders(aClient());
    await page.goto("/team");
    const form = page.getByRole("region", { name: FOOTER_FORM });
    const email = anAddress();
    await form.getByLabel("Tu correo electrónico").fill(email);
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page).toHaveURL(/\/boletin\/revisa$/);
    await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "¿No te llegó?" })).toBeVisible();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(subscriberOf(email)).toEqual({ state: "pending", consentSource: "footer" });
  });

  test("brings a mistyped address back to the post's form with the reason, then takes the right one", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(aClient());
    await page.goto(`/post/${samplePosts[0].id}`);
    await expect(page.getByRole("region", { name: FOOTER_FORM })).toBeVisible();
    const form = page.getByRole("region", { name: POST_FORM });
    // Valid for the browser's own check (no dot needed), not for the site.
    await form.getByLabel("Tu correo electrónico").fill("lectora@ejemplo");
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page).toHaveURL(/\/boletin\?error=correo&origen=post$/);
    const again = page.getByRole("region", { name: PAGE_FORM });
    await expect(again.getByText("Esa dirección de correo no parece válida.")).toBeVisible();
    await expect(again.getByLabel("Tu correo electrónico")).toHaveAttribute("aria-invalid", "true");
    const email = anAddress();
    await again.getByLabel("Tu correo electrónico").fill(email);
    await again.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
    expect(subscriberOf(email)).toEqual({ state: "pending", consentSource: "post" });
  });
});

test("a confirmation link shows one button, which alone confirms", async ({ page, context, request }) => {
  const email = anAddress();
  expect((await signUp(request, email)).headers().location).toBe("/boletin/revisa");
  const [mail] = await mailsTo(email);
  const link = confirmationLink(mail);
  // Opened as a mail scanner would, and left open for the accessibility audit.
  const scanned = await context.newPage();
  await scanned.goto(link);
  await expect(scanned.getByRole("heading", { level: 1, name: "Confirma tu suscripción" })).toBeVisible();
  await expect(scanned.getByText(`Pulsa el botón para recibir El boletín en ${email}.`)).toBeVisible();
  expect(subscriberOf(email)?.state).toBe("pending");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Listo, ya estás suscrito" })).toBeVisible();
  expect(subscriberOf(email)?.state).toBe("confirmed");
});
