// The second factor on the production build: an authenticator app set up from "Mi cuenta" (its QR code, its first
// code, the ten recovery codes shown once), then a sign-in that asks for its code after the password, a code refused,
// a recovery code that opens the session once, and the app removed.
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, test } from "../support/test";
import { signIn, teamAccount, type TeamAccount, accountFlow } from "./support";

/** The code the person's phone shows `stepsAhead` steps of 30 s from now: each sign-in takes a later one. */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function signInWithPassword(page: Page, account: TeamAccount) {
  await page.goto("/login?next=/editor/cuenta");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test(
  "an authenticator app is set up, asked for after the password, stood in for by a recovery code, and removed",
  accountFlow,
  async ({ page }) => {
    const editor = teamAccount("editor");
    await signIn(page, editor);
    await page.goto("/editor/cuenta");
    const section = page.getByRole("region", { name: "App de autenticación" });
    await section.getByRole("button", { name: "Configurar app de autenticación" }).click();
    await expect(section.locator("svg")).toBeVisible();
    const secret = (await section.getByTestId("totp-secret").textContent())!;
    await section.getByLabel("Código de la app").fill("000000");
    await section.getByRole("button", { name: "Activar" }).click();
    await expect(page.getByText("Ese código no coincide: escribe el que muestra ahora tu app.")).toBeVisible();
    await section.getByLabel("Código de la app").fill(await codeOf(secret));
    await section.getByRole("button", { name: "Activar" }).click();
    const codes = section.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!;
    await expect(page.getByText("App de autenticación activada: guarda tus códigos de recuperación.")).toBeVisible();
    await section.getByRole("button", { name: "Ya los guardé" }).click();
    await expect(section.getByTestId("recovery-codes")).toHaveCount(0);
    await expect(section.getByTestId("totp-status")).toContainText("Te quedan 10 códigos de recuperación");

    // Signed out, the password alone opens nothing: the code's page asks for the app's code.
    await page.context().clearCookies();
    await signInWithPassword(page, editor);
    await expect(page).toHaveURL(/\/login\/codigo\?next=%2Feditor%2Fcuenta$/);
    expect((await page.request.get("/editor/cuenta", { maxRedirects: 0 })).status()).toBe(307);
    await page.getByLabel("Código").fill("123456");
    await expect(page.getByRole("button", { name: "Verificar" })).toBeEnabled();
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page.getByText("Ese código no es correcto.")).toBeVisible();
    await page.getByLabel("Código").fill(await codeOf(secret, 1));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(/\/editor\/cuenta$/);
    expect(await page.evaluate(() => localStorage.getItem("authenticated"))).toBe("true");

    // A recovery code stands in for the phone, once.
    await page.context().clearCookies();
    await signInWithPassword(page, editor);
    await expect(page).toHaveURL(/\/login\/codigo/);
    await page.getByLabel("Código").fill(recoveryCode.toUpperCase());
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(/\/editor\/cuenta$/);
    await expect(section.getByTestId("totp-status")).toContainText("Te quedan 9 códigos de recuperación");

    await section.getByRole("button", { name: "Quitar" }).click();
    await section.getByRole("button", { name: "Sí, quitarla" }).click();
    await expect(page.getByText("App de autenticación quitada.")).toBeVisible();
    await page.context().clearCookies();
    await signInWithPassword(page, editor);
    await expect(page).toHaveURL(/\/editor\/cuenta$/);
  },
);
