import { desktopOnly, expect, test } from "../support/test";

test.describe("/privacidad", desktopOnly("the page's words and links do not depend on the screen"), () => {
  test("says what a view leaves and what it never does, linked from the cookies page and the footer", async ({
    page,
  }) => {
    await page.goto("/cookies");
    await page.getByRole("main").getByRole("link", { name: "Privacidad" }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacidad" })).toBeVisible();

    const counted = page.getByRole("region", { name: "Qué contamos" }).getByRole("listitem");
    await expect(counted).toHaveText([
      /^Visitas:/,
      /^Visitantes únicos:.*hash.*sal/,
      /^De dónde llegaste:/,
      /^Tipo de dispositivo:/,
    ]);
    const never = page.getByRole("region", { name: "Qué no guardamos nunca" }).getByRole("listitem");
    await expect(never).toHaveText([/dirección IP/, /agente de usuario/, /dirección completa/, /Cookies/]);
    await expect(page.getByRole("region", { name: "La sal se borra cada día" })).toContainText(
      "se borran la sal y las huellas de ese día",
    );
    await expect(page.getByRole("region", { name: "Cuánto tiempo guardamos los números" })).toContainText(
      "se guardan 13 meses",
    );
    const noCookie = page.getByRole("region", { name: "Sin cookies" });
    await expect(noCookie).toContainText("Contar no usa ninguna cookie");
    await expect(page.locator("footer").last().getByRole("link", { name: "Privacidad", exact: true })).toHaveAttribute(
      "href",
      "/privacidad",
    );
    await noCookie.getByRole("link", { name: "Cookies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cookies" })).toBeVisible();
  });
});
