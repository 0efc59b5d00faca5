import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { seriousViolations } from "../support/accessibility";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { desktopOnly, expect, test } from "../support/test";
import { slowUplink } from "../media/upload-support";
import { field, fillPost, LOCAL_IMAGE, signInAsEditor, signInThroughApi } from "./editor";
import { dialog, selectedIn, shootAround, storedBody, tool, toolbar, written } from "./toolbar-support";

/** What a button writes into a field, and what is saved, do not depend on the screen; the toolbar's place does. */
const SAME_ON_EVERY_SCREEN = desktopOnly("the Markdown written does not depend on the screen");

const LINK_DIALOG = "Insertar un enlace";
const EMBED_DIALOG = "Insertar video o audio";
const PHOTO_DIALOG = "Insertar una foto";

test.describe("the story toolbar on /createPost", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  test("stands over the three body fields, one tab stop each, the arrows between its buttons", async ({ page }) => {
    for (const name of ["introduction", "climax", "conclusion"] as const) {
      await expect(toolbar(page, name).getByRole("button")).toHaveText(Array(9).fill(""));
      await expect(toolbar(page, name).locator('button[tabindex="0"]')).toHaveCount(1);
    }
    const bold = tool(page, "introduction", "Negrita");
    await expect(bold).toHaveAttribute("type", "button");
    for (const button of await toolbar(page, "introduction").getByRole("button").all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), "a 44 px touch target").toBeGreaterThanOrEqual(44);
    }
    await bold.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tool(page, "introduction", "Cursiva")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tool(page, "introduction", "Video o audio")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(bold).toBeFocused();
  });

  test(
    "each button writes its Markdown around the selection, gives the field back, and comes off again",
    SAME_ON_EVERY_SCREEN,
    async ({ page }) => {
      const cases = [
        ["Negrita", "Un set de tres horas", "tres horas", "Un set de **tres horas**"],
        ["Cursiva", "Un set de tres horas", "tres horas", "Un set de *tres horas*"],
        ["Subtítulo", "Escenario principal", undefined, "# Escenario principal"],
        [
          "Lista",
          "Charlotte de Witte\nAmelie Lens",
          "Charlotte de Witte\nAmelie Lens",
          "- Charlotte de Witte\n- Amelie Lens",
        ],
        ["Lista numerada", "Puertas\nCierre", "Puertas\nCierre", "1. Puertas\n2. Cierre"],
        ["Cita", "Nunca dejen de bailar", undefined, "> Nunca dejen de bailar"],
      ] as const;
      for (const [name, text, part, markdown] of cases) {
        const box = await written(page, "introduction", text, part);
        await tool(page, "introduction", name).click();
        await expect(box, name).toHaveValue(markdown);
        await expect(box).toBeFocused();
        // The words stay selected; lines marked stay selected with their marks.
        const selected = part === undefined ? "" : markdown.includes(`*${part}*`) ? part : markdown;
        expect(await selectedIn(box), `${name}'s selection`).toBe(selected);
        await tool(page, "introduction", name).click();
        await expect(box, `${name} again`).toHaveValue(text);
      }
    },
  );

  test(
    "writes at the cursor: a heading on its line, apart from the paragraphs around it",
    SAME_ON_EVERY_SCREEN,
    async ({ page }) => {
      const box = await written(page, "climax", "La noche empezó tarde.\nEscenario principal\nEl sonido era perfecto.");
      await box.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(30, 30));
      await tool(page, "climax", "Subtítulo").click();
      await expect(box).toHaveValue("La noche empezó tarde.\n\n# Escenario principal\n\nEl sonido era perfecto.");
    },
  );

  test(
    "an edit is one step of the browser's undo, and what follows is typed as usual",
    SAME_ON_EVERY_SCREEN,
    async ({ page }) => {
      const box = await written(page, "introduction", "Un set de tres horas", "tres horas");
      await tool(page, "introduction", "Negrita").click();
      await page.keyboard.press("ControlOrMeta+z");
      await expect(box).toHaveValue("Un set de tres horas");
      await box.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(10, 20));
      await page.keyboard.press("ControlOrMeta+b");
      await page.keyboard.type("cuatro horas");
      await expect(box).toHaveValue("Un set de **cuatro horas**");
    },
  );

  test("Ctrl/⌘ + B, I and K work inside a body field", SAME_ON_EVERY_SCREEN, async ({ page }) => {
    const box = await written(page, "conclusion", "Volveremos el próximo año", "próximo año");
    await page.keyboard.press("ControlOrMeta+b");
    await expect(box).toHaveValue("Volveremos el **próximo año**");
    await page.keyboard.press("ControlOrMeta+i");
    await expect(box).toHaveValue("Volveremos el ***próximo año***");
    await page.keyboard.press("ControlOrMeta+k");
    await expect(dialog(page, LINK_DIALOG).getByLabel("Texto del enlace")).toHaveValue("próximo año");
    await dialog(page, LINK_DIALOG).getByLabel("Dirección").fill("https://boletos.mx/edc-2026");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("Volveremos el ***[próximo año](https://boletos.mx/edc-2026)***");
    await expect(box).toBeFocused();
  });

  test(
    "a link asks for its address, refuses a script, and leaves the field as it was when cancelled",
    SAME_ON_EVERY_SCREEN,
    async ({ page }) => {
      const box = await written(page, "introduction", "Boletos aquí.", "aquí");
      await tool(page, "introduction", "Enlace").click();
      const asking = dialog(page, LINK_DIALOG);
      await expect(asking.getByLabel("Dirección")).toBeFocused();
      await asking.getByLabel("Dirección").fill("javascript:alert(1)");
      await asking.getByRole("button", { name: "Insertar" }).click();
      await expect(asking.getByRole("alert")).toHaveText(/Esa dirección no sirve para un enlace/);
      expect(await seriousViolations(page)).toEqual([]);
      await shootAround(page, asking, "link-dialog", test.info().project.name === "phone");
      await page.keyboard.press("Escape");
      await expect(asking).toBeHidden();
      await expect(box).toHaveValue("Boletos aquí.");
      expect(await selectedIn(box)).toBe("aquí");

      await tool(page, "introduction", "Enlace").click();
      await asking.getByLabel("Dirección").fill("boletos.mx/edc");
      await asking.getByRole("button", { name: "Insertar" }).click();
      await expect(box).toHaveValue("Boletos [aquí](https://boletos.mx/edc).");
    },
  );

  test(
    "the player button refuses another site's link and puts a YouTube link alone in its paragraph",
    SAME_ON_EVERY_SCREEN,
    async ({ page }) => {
      const box = await written(page, "climax", "Mira el aftermovie:");
      await tool(page, "climax", "Video o audio").click();
      const asking = dialog(page, EMBED_DIALOG);
      const address = asking.getByLabel("Enlace de YouTube, Vimeo, SoundCloud, Mixcloud o Spotify");
      await address.fill("https://example.com/aftermovie");
      await asking.getByRole("button", { name: "Insertar" }).click();
      await expect(asking.getByRole("alert")).toHaveText(
        "Ese enlace no es de YouTube, Vimeo, SoundCloud, Mixcloud ni Spotify. Para enlazar otra página usa el botón Enlace.",
      );
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await address.fill("https://youtu.be/dQw4w9WgXcQ");
      await asking.getByRole("button", { name: "Insertar" }).click();
      await expect(asking).toBeHidden();
      await expect(box).toHaveValue(/^Mira el aftermovie:\n\nhttps:\/\/\S*dQw4w9WgXcQ\S*$/);
      await expect(box).toBeFocused();
    },
  );

  test("the photo button uploads a real photo, shows its progress, and writes it with the alt text it asks for", async ({
    page,
  }) => {
    const box = await written(page, "conclusion", "Así terminó la noche.");
    await tool(page, "conclusion", "Foto").click();
    const asking = dialog(page, PHOTO_DIALOG);
    await asking.getByLabel("Elegir una foto").setInputFiles({
      name: "no-es-foto.png",
      mimeType: "image/png",
      buffer: Buffer.from("esto no es una foto"),
    });
    await expect(asking.getByRole("alert")).toHaveText(/No se pudo leer la foto|no es una foto que el sitio acepte/);

    const fullSpeed = await slowUplink(page);
    const uploaded = page.waitForResponse((r) => r.url().endsWith("/edmNews/media") && r.request().method() === "POST");
    await asking.getByLabel("Elegir una foto").setInputFiles({
      name: "amanecer.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto({ width: 2000, height: 1500 }),
    });
    await expect(asking.getByRole("progressbar", { name: /^Subiendo la foto: \d+ %$/ })).toBeVisible();
    await asking.getByRole("button", { name: "Insertar" }).click();
    await expect(asking.getByRole("alert")).toHaveText("Espera a que termine de subir la foto.");
    expect([200, 201]).toContain((await uploaded).status());
    await fullSpeed();
    await expect(asking.getByText("Foto lista para insertar.")).toBeVisible({ timeout: 30_000 });
    await asking.getByRole("button", { name: "Insertar" }).click();
    await expect(asking.getByRole("alert")).toHaveText("Escribe el texto alternativo de la foto.");
    await asking.getByLabel("Texto alternativo").fill("La pista al amanecer");
    await asking.getByLabel("Pie de foto (opcional)").fill("Foto: Pulso");
    expect(await seriousViolations(page)).toEqual([]);
    await shootAround(page, asking, "photo-dialog", test.info().project.name === "phone");
    await asking.getByRole("button", { name: "Insertar" }).click();
    await expect(box).toHaveValue(
      /^Así terminó la noche\.\n\n!\[La pista al amanecer\]\(\/media\/[0-9a-f]{64}\/original\.jpg "Foto: Pulso"\)$/,
    );
  });

  test("the Formato help opens beside the body fields and lists what they can hold", async ({ page }) => {
    const help = page.locator("details", { has: page.getByText("Formato", { exact: true }) });
    await page.getByText("Formato", { exact: true }).click();
    for (const construct of ["Subtítulo", "Negrita", "Cursiva", "Tachado", "Lista", "Cita", "Enlace", "Tabla"])
      await expect(help.getByRole("term").filter({ hasText: construct }).first()).toBeVisible();
    await expect(help.getByText("## Line-up")).toBeVisible();
    await expect(help.getByText("### Escenario principal")).toBeVisible();
    await expect(help.getByText('![Texto alternativo](url "Pie de foto")')).toBeVisible();
    await expect(help.getByText(/YouTube, Vimeo, SoundCloud, Mixcloud o Spotify/)).toBeVisible();
    await expect(help.getByText("Una línea en blanco empieza un párrafo", { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const phone = test.info().project.name === "phone";
    await shootAround(page, help, "help-open", phone, true);
    const box = await written(page, "introduction", "Un set de tres horas", "tres horas");
    await tool(page, "introduction", "Negrita").click();
    await expect(box).toHaveValue("Un set de **tres horas**");
    await shootAround(page, toolbar(page, "introduction"), "toolbar", phone);
  });

  test("a story written with the toolbar publishes as before: 201, then /", SAME_ON_EVERY_SCREEN, async ({ page }) => {
    const post = newPost({ image: LOCAL_IMAGE, introduction: "" });
    await fillPost(page, post);
    await written(page, "introduction", "La fila daba vuelta a la manzana.", "vuelta");
    await tool(page, "introduction", "Negrita").click();
    const created = page.waitForResponse((r) => r.url().endsWith("/edmNews/createNews"));
    await page.getByRole("button", { name: "Save" }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    expect((await storedBody(page, post.id, apiAuthorization)).introduction).toBe(
      "La fila daba **vuelta** a la manzana.",
    );
  });
});

test("the edit form has the toolbar over its body fields and saves what it wrote", async ({ page }) => {
  const post = newPost();
  expect((await publish(page.request, post)).status()).toBe(201);
  await signInAsEditor(page);
  await page.goto(`/editor/posts/${post.id}`);
  await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
  for (const name of ["introduction", "climax", "conclusion"] as const) await expect(toolbar(page, name)).toBeVisible();
  const box = await written(page, "climax", "A las tres sonó el cierre.", "el cierre");
  await page.keyboard.press("ControlOrMeta+i");
  await expect(box).toHaveValue("A las tres sonó *el cierre*.");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("status").last()).toHaveText("Cambios guardados.");
  expect((await storedBody(page, post.id, apiAuthorization)).climax).toBe("A las tres sonó *el cierre*.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the textarea is the truth: the toolbar waits disabled, the help still opens", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/createPost");
    await expect(tool(page, "introduction", "Negrita")).toBeDisabled();
    await field(page, "introduction").fill("Texto con **negrita** escrita a mano.");
    await expect(field(page, "introduction")).toHaveValue("Texto con **negrita** escrita a mano.");
    await page.getByText("Formato", { exact: true }).click();
    await expect(page.getByText("~~texto~~")).toBeVisible();
  });
});
