// The audit log on the production build (issue 41): an Administrador finds their sign-in and an invitation on
// /editor/registro, filters it by kind and by person, and a Colaborador is refused the page.
import { randomBytes } from "node:crypto";
import { expect, test } from "../support/test";
import { signIn, teamAccount, writeHeaders, accountFlow } from "./support";

test(
  "an Administrador reads their sign-in and invitation in the log, by kind and by person",
  accountFlow,
  async ({ page }) => {
    const administrador = teamAccount("administrador");
    await signIn(page, administrador);
    const invited = `registro-${randomBytes(5).toString("hex")}@pulso.test`;
    const invitation = await page.request.post("/edmNews/team", {
      headers: await writeHeaders(page),
      data: { email: invited, name: "Iris Invitada", role: "autor" },
    });
    expect(invitation.status()).toBe(201);

    await page.goto("/editor");
    await page
      .getByRole("navigation", { name: "Herramientas del editor" })
      .getByRole("link", { name: "Registro" })
      .click();
    await expect(page.getByRole("heading", { name: "Registro de actividad", level: 1 })).toBeVisible();
    const rows = page.getByRole("row");
    const invitedRow = rows.filter({ hasText: invited });
    await expect(invitedRow).toContainText("Invitó");
    await expect(invitedRow).toContainText(administrador.email);
    await expect(
      rows.filter({ hasText: "Inició sesión" }).filter({ hasText: administrador.email }).first(),
    ).toBeVisible();

    const filters = page.getByRole("form", { name: "Filtrar el registro" });
    await filters.getByLabel("Tipo").selectOption("invitation-sent");
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/tipo=invitation-sent/);
    await expect(invitedRow).toBeVisible();
    await expect(rows.filter({ hasText: "Inició sesión" })).toHaveCount(0);

    await filters.getByLabel("Tipo").selectOption("");
    const person = filters.getByLabel("Persona");
    await person.selectOption(
      (await person.locator("option", { hasText: administrador.email }).getAttribute("value"))!,
    );
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/persona=/);
    await expect(invitedRow).toBeVisible();
    await expect(rows.filter({ hasText: "Inició sesión" })).toHaveCount(1);
    // Their sign-in and their invitation, and no one else's event.
    const events = rows.filter({ has: page.getByRole("cell") });
    await expect(events).toHaveCount(2);
    await expect(events.filter({ hasNotText: administrador.email })).toHaveCount(0);
  },
);

test("a Colaborador is refused the log and is not offered it", accountFlow, async ({ page }) => {
  await signIn(page, teamAccount("colaborador"));
  expect((await page.goto("/editor/registro"))?.status()).toBe(403);
  await page.goto("/editor");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Registro" })).toHaveCount(0);
});
