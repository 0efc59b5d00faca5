import { randomUUID } from "node:crypto";
import { seriousViolations } from "../support/accessibility";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { signInAsEditor, signInThroughApi } from "./editor";
import { changeEvent, storedEvent } from "../support/events";
import { lineupNames, section, shoot, storeLineupEvent } from "./events-support";

test.describe("the editor's events", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
  });

  test("an event is created with its line-up reordered, listed, cancelled and deleted", async ({ page, isMobile }) => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Noche Nórdica ${suffix}`;
    const id = `noche-nordica-${suffix}`;
    await page.goto("/editor/eventos");
    await page.getByRole("link", { name: "Nuevo evento" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nuevo evento" })).toBeVisible();
    const save = page.getByRole("button", { name: "Crear evento" });
    await expect(save).toBeEnabled();

    const event = section(page, "El evento");
    await event.getByLabel("Nombre", { exact: true }).fill(name);
    await expect(event.getByLabel("id del evento")).toHaveValue(id);
    await event.getByLabel("Tipo").selectOption({ label: "Club" });
    const when = section(page, "Cuándo");
    await expect(when.getByLabel("Zona horaria")).toHaveValue("America/Mexico_City");
    await expect(when.getByLabel("Zona horaria").locator("option:checked")).toHaveText(/^Ciudad de México \(UTC−6\)$/);
    await when.getByLabel("Inicio").fill("2031-07-18T22:00");
    await when.getByLabel("Fin").fill("2031-07-19T05:00");
    await when.getByLabel("Zona horaria").selectOption("America/Tijuana");
    const venue = section(page, "Dónde");
    await venue.getByLabel("Lugar").fill("Bodega 13");
    await venue.getByLabel("Ciudad").fill("Tijuana");
    await venue.getByLabel("Estado de la República").fill("Baja California");
    const tickets = section(page, "Boletos");
    await tickets.getByLabel("Precio desde (MXN)").fill("350");
    await tickets.getByLabel("Precio hasta (MXN)").fill("1,200");

    const lineup = section(page, "Line-up");
    for (const [index, performer] of ["Ela Minus", "Rebolledo", "Silvana Estrada"].entries()) {
      await lineup.getByRole("button", { name: "Agregar artista" }).click();
      const row = section(page, `Artista ${index + 1}`);
      await expect(row.getByLabel("Nombre", { exact: true })).toBeFocused();
      await row.getByLabel("Nombre", { exact: true }).fill(performer);
    }
    await section(page, "Artista 1").getByLabel("Escenario").fill("Patio");
    // The keyboard moves the last up twice: the focus stays on its button, and each move is said.
    const up = lineup.getByRole("button", { name: "Subir a Silvana Estrada" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(lineup.getByRole("status")).toHaveText("Silvana Estrada está ahora en el lugar 2 de 3.");
    await expect(up).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(lineup.getByRole("status")).toHaveText("Silvana Estrada está ahora en el lugar 1 de 3.");
    await expect(lineup.getByRole("button", { name: "Bajar a Silvana Estrada" })).toBeFocused();
    await expect(up).toBeDisabled();
    await expect.poll(() => lineupNames(page)).toEqual(["Silvana Estrada", "Ela Minus", "Rebolledo"]);
    await lineup.getByRole("button", { name: "Bajar a Ela Minus" }).click();
    await expect.poll(() => lineupNames(page)).toEqual(["Silvana Estrada", "Rebolledo", "Ela Minus"]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "new-form", isMobile);

    await save.click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/eventos?aviso=created`);
    await expect(page.getByText("Evento creado: ya está en la guía.")).toBeVisible();
    const upcoming = page.getByRole("table", { name: "Próximos" });
    const listed = upcoming.getByRole("row").filter({ hasText: name });
    await expect(listed).toContainText("Tijuana");
    await expect(listed).toContainText("Programado");
    await expect(listed.getByRole("link", { name: "Ver página" })).toHaveAttribute("href", `/eventos/${id}`);
    const stored = (await storedEvent(page.request, id)).event;
    expect(stored).toMatchObject({
      kind: "club",
      timeZone: "America/Tijuana",
      startsAt: "2031-07-18T22:00:00-07:00",
      endsAt: "2031-07-19T05:00:00-07:00",
      venue: { name: "Bodega 13", city: "Tijuana", state: "Baja California" },
      priceFrom: 350,
      priceTo: 1200,
    });
    expect(stored.lineup.map(({ name }: { name: string }) => name)).toEqual([
      "Silvana Estrada",
      "Rebolledo",
      "Ela Minus",
    ]);
    expect(stored.lineup[2]).toMatchObject({ name: "Ela Minus", stage: "Patio" });
    await shoot(page, "list", isMobile);

    await listed.getByRole("link", { name: "Editar" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(section(page, "Cuándo").getByLabel("Inicio")).toHaveValue("2031-07-18T22:00");
    await expect.poll(() => lineupNames(page)).toEqual(["Silvana Estrada", "Rebolledo", "Ela Minus"]);
    // A choice made before the form's scripts run is undone by them: Save waits disabled until they have.
    await expect(page.getByRole("button", { name: "Guardar evento" })).toBeEnabled();
    await section(page, "El evento").getByLabel("Estado", { exact: true }).selectOption({ label: "Cancelado" });
    await shoot(page, "edit-form", isMobile);
    await page.getByRole("button", { name: "Guardar evento" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/eventos?aviso=saved`);
    await expect(page.getByText("Cambios guardados.")).toBeVisible();
    await expect(upcoming.getByRole("row").filter({ hasText: name })).toContainText("Cancelado");
    expect((await storedEvent(page.request, id)).event).toMatchObject({ status: "cancelado", name });

    await upcoming.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "Editar" }).click();
    await page.getByRole("button", { name: "Eliminar evento" }).click();
    await expect(page.getByText(/Su página responderá que ya no existe \(410\)/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sí, eliminar" })).toBeFocused();
    await page.getByRole("button", { name: "Sí, eliminar" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/eventos?aviso=deleted`);
    await expect(page.getByText(/Evento eliminado/)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    expect((await storedEvent(page.request, id)).status).toBe(410);
  });

  test(
    "a refused form keeps what was typed and names each field the API refused",
    desktopOnly("what the server refuses does not depend on the screen"),
    async ({ page, isMobile }) => {
      await page.goto("/editor/eventos/nuevo");
      await expect(page.getByRole("button", { name: "Crear evento" })).toBeEnabled();
      const name = `Pulso en el Desierto ${randomUUID().slice(0, 6)}`;
      await section(page, "El evento").getByLabel("Nombre", { exact: true }).fill(name);
      const when = section(page, "Cuándo");
      await when.getByLabel("Inicio").fill("2031-05-02T20:00");
      await when.getByLabel("Fin").fill("2031-05-02T18:00");
      await section(page, "Dónde").getByLabel("Lugar").fill("Dunas de Samalayuca");
      const tickets = section(page, "Boletos");
      await tickets.getByLabel("Precio desde (MXN)").fill("900");
      await tickets.getByLabel("Precio hasta (MXN)").fill("400");
      await tickets.getByLabel("Boletos (URL)").fill("boletos punto com");
      await page.getByRole("button", { name: "Crear evento" }).click();

      await expect(page.getByRole("alert").filter({ hasText: "No se pudo guardar" })).toBeVisible();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/eventos/nuevo`);
      await expect(when.getByLabel("Fin")).toHaveAttribute("aria-invalid", "true");
      await expect(
        when.getByText("El fin va entre el inicio y 31 días después, en los años 2000 a 2100."),
      ).toBeVisible();
      await expect(section(page, "Dónde").getByLabel("Ciudad")).toHaveAccessibleDescription(
        "Este campo es obligatorio.",
      );
      await expect(tickets.getByLabel("Boletos (URL)")).toHaveAccessibleDescription(
        "Escribe una dirección que empiece con http:// o https://.",
      );
      await expect(tickets.getByText(/El precio hasta no puede ser menor/)).toBeVisible();
      await expect(section(page, "El evento").getByLabel("Nombre", { exact: true })).toHaveValue(name);
      await expect(when.getByLabel("Fin")).toHaveValue("2031-05-02T18:00");
      await expect(tickets.getByLabel("Precio hasta (MXN)")).toHaveValue("400");
      await shoot(page, "refused", isMobile);
    },
  );

  test(
    "a change saved elsewhere first is shown as a conflict, and the editor keeps their own",
    desktopOnly("the conflict rule does not depend on the screen; the form's phone layout is the first test's"),
    async ({ page, isMobile }) => {
      const event = await storeLineupEvent(page.request);
      await page.goto(`/editor/eventos/${event.id}`);
      const save = page.getByRole("button", { name: "Guardar evento" });
      await expect(save).toBeEnabled();
      expect((await changeEvent(page.request, event.id, { name: "Bahidorá 2031: nueva fecha" })).status()).toBe(200);

      await section(page, "El evento").getByLabel("Estado", { exact: true }).selectOption({ label: "Pospuesto" });
      await save.click();
      const conflict = page.getByRole("region", {
        name: "Alguien guardó otra versión de este evento mientras editabas",
      });
      await expect(conflict).toBeVisible();
      await expect(conflict).toContainText("Nombre");
      await expect(page.getByRole("alert").filter({ hasText: "otra persona cambió este evento" })).toBeVisible();
      await expect(section(page, "El evento").getByLabel("Estado", { exact: true })).toHaveValue("pospuesto");
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, "conflict", isMobile);

      await conflict.getByRole("button", { name: "Conservar mis cambios" }).click();
      await expect(section(page, "El evento").getByLabel("Nombre", { exact: true })).toHaveValue(
        "Bahidorá 2031: nueva fecha",
      );
      await save.click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/editor/eventos?aviso=saved`);
      expect((await storedEvent(page.request, event.id)).event).toMatchObject({
        name: "Bahidorá 2031: nueva fecha",
        status: "pospuesto",
      });
    },
  );
});

test.describe(
  "the editor's events without JavaScript",
  desktopOnly("the server's HTML does not depend on the screen"),
  () => {
    test.use({ javaScriptEnabled: false });

    test("the list and the form render whole, and the form says it needs JavaScript to save", async ({ page }) => {
      const event = await storeLineupEvent(page.request);
      await signInThroughApi(page.request);
      await page.goto("/editor/eventos");
      await expect(
        page.getByRole("table", { name: "Próximos" }).getByRole("row").filter({ hasText: event.id }),
      ).toBeVisible();
      await page.goto(`/editor/eventos/${event.id}`);
      // Playwright's Chromium without scripts still parses <noscript> as text: the server's HTML is read instead.
      const html = await (await page.request.get(`/editor/eventos/${event.id}`)).text();
      expect(html).toMatch(/<noscript><p[^>]*>Este formulario necesita JavaScript para guardar[^<]*<\/p><\/noscript>/);
      await expect(section(page, "El evento").getByLabel("Nombre", { exact: true })).toHaveValue(event.name);
      await expect.poll(() => lineupNames(page)).toEqual(["Nicola Cruz", "Nahual"]);
      await expect(page.getByRole("button", { name: "Guardar evento" })).toBeDisabled();
    });
  },
);
