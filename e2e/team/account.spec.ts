// "Mi cuenta" on the production build: a person's name, their password (the current one asked, the other sessions
// ended), and their open sessions with device and browser, the others closed from here.
import { randomBytes } from "node:crypto";
import { expect, test } from "../support/test";
import { signIn, teamAccount, accountFlow } from "./support";

const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

test(
  "a person renames themself, sees where they are signed in, changes their password and closes the other sessions",
  accountFlow,
  async ({ page, browser }) => {
    const autor = teamAccount("autor");
    const tablet = await browser.newContext({ userAgent: IPAD });
    const elsewhere = await tablet.newPage();
    await signIn(elsewhere, autor);
    await signIn(page, autor);

    await page.goto("/editor");
    await page
      .getByRole("navigation", { name: "Herramientas del editor" })
      .getByRole("link", { name: "Mi cuenta" })
      .click();
    await expect(page.getByRole("heading", { name: "Mi cuenta", level: 1 })).toBeVisible();
    const sessions = page.getByRole("region", { name: "Sesiones abiertas" });
    await expect(sessions.getByRole("rowheader")).toHaveCount(2);
    await expect(sessions.getByRole("row", { name: /Tableta/ })).toContainText("Safari (iOS)");
    await expect(sessions.getByRole("row", { name: /Esta sesión/ })).toHaveCount(1);

    const profile = page.getByRole("region", { name: "Tu perfil" });
    await expect(profile).toContainText(autor.email);
    await expect(profile).toContainText("Autor");
    await expect(profile.getByRole("button", { name: "Guardar nombre" })).toBeEnabled();
    await profile.getByLabel("Tu nombre").fill("Ana Autora");
    await profile.getByRole("button", { name: "Guardar nombre" }).click();
    await expect(page.getByText("Nombre guardado.")).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel("Tu nombre")).toHaveValue("Ana Autora");

    const password = page.getByRole("region", { name: "Contraseña" });
    const next = randomBytes(12).toString("base64url");
    await password.getByLabel("Contraseña actual").fill("no-es-la-mía-123");
    await password.getByLabel("Contraseña nueva", { exact: true }).fill(next);
    await password.getByLabel("Repite la contraseña nueva").fill(next);
    await password.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await password.getByLabel("Contraseña actual").fill(autor.password);
    await password.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByText("Contraseña cambiada.")).toBeVisible();
    expect((await elsewhere.goto("/editor"))?.url()).toMatch(/\/login\?next=/);
    expect((await page.goto("/editor/cuenta"))?.status()).toBe(200);

    await signIn(elsewhere, { ...autor, password: next });
    await page.reload();
    await expect(sessions.getByRole("rowheader")).toHaveCount(2);
    await sessions.getByRole("button", { name: "Cerrar las demás sesiones" }).click();
    await expect(page.getByText("Se cerraron las demás sesiones.")).toBeVisible();
    await expect(sessions.getByText("Solo tienes esta sesión abierta.")).toBeVisible();
    expect((await elsewhere.goto("/editor"))?.url()).toMatch(/\/login\?next=/);
    await tablet.close();
  },
);
