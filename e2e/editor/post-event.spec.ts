import { axeViolations } from "../support/accessibility";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { aUniqueEvent, publishAbout, storedEventOf, storeEvent } from "../support/events";
import { newPost } from "../support/posts";
import { fillPost, LOCAL_IMAGE, signInAsEditor, signInThroughApi } from "./editor";

const DAYS = "26–28 de febrero de 2031";

test.describe("the post form's event", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
  });

  test("suggests events by name or city as the editor types; one picked without its id is saved with the post", async ({
    page,
    request,
  }, testInfo) => {
    const event = await storeEvent(
      request,
      aUniqueEvent({
        venue: { name: "Foro Prueba", city: "Mérida", state: "Yucatán" },
      }),
    );
    await page.goto("/createPost");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    const post = newPost({ image: LOCAL_IMAGE });
    await fillPost(page, post);

    const input = page.getByRole("combobox", { name: "Evento" });
    await input.fill(`festival ${event.tag.toUpperCase()}`);
    const option = page.getByRole("option", { name: new RegExp(event.name) });
    await expect(option).toContainText(`${DAYS} · Mérida`);
    await input.fill(`merida ${event.tag}`);
    await expect(option).toBeVisible();
    await input.press("ArrowDown");
    await expect(page.getByRole("option", { selected: true })).toContainText(event.name);
    const eventField = input.locator("xpath=..");
    await eventField.screenshot({ path: testInfo.outputPath("create-form-suggestions.png") });
    expect(await axeViolations(page)).toEqual([]);
    await input.press("Enter");
    await expect(input).toHaveValue(event.id);
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByText(`Evento elegido: ${event.name}, ${DAYS}, Mérida`)).toBeVisible();
    await input.fill("");
    await input.fill(event.tag);
    await option.click();
    await expect(input).toHaveValue(event.id);
    await eventField.screenshot({ path: testInfo.outputPath("create-form-chosen.png") });

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    expect(await storedEventOf(request, post.id)).toBe(event.id);
  });

  test(
    "the edit form shows the post's event, takes another typed whole (which the preview shows), and clears it",
    desktopOnly("what is saved does not depend on the screen; the suggestions' phone layout is the first test's"),
    async ({ page, request }) => {
      const [first, second] = [await storeEvent(request), await storeEvent(request)];
      const post = await publishAbout(request, first.id);
      await page.goto(`/editor/posts/${post.id}`);
      const input = page.getByRole("combobox", { name: "Evento" });
      await expect(input).toHaveValue(first.id);
      await expect(page.getByText(`Evento elegido: ${first.name}, ${DAYS}, Tlaltizapán`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();

      await input.fill(second.id);
      await expect(page.getByText(`Evento elegido: ${second.name}`)).toBeVisible();
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.").first()).toBeVisible();
      expect(await storedEventOf(request, post.id)).toBe(second.id);
      await page.goto(`/editor/posts/${post.id}/preview`);
      await expect(page.locator(`article a[href="/eventos/${second.id}"]`)).toContainText(second.name);

      await page.goto(`/editor/posts/${post.id}`);
      await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
      await input.fill("");
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.").first()).toBeVisible();
      expect(await storedEventOf(request, post.id)).toBeNull();
    },
  );

  test(
    "an id no event has is said beside the field, and nothing is saved",
    desktopOnly("what is saved does not depend on the screen; the suggestions' phone layout is the first test's"),
    async ({ page, request }) => {
      const post = await publishAbout(request, null);
      await page.goto(`/editor/posts/${post.id}`);
      const input = page.getByRole("combobox", { name: "Evento" });
      await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
      await input.fill("evento-que-no-existe");
      await input.blur();
      await expect(page.getByText("Ningún evento con ese id en las sugerencias")).toBeVisible();
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Ningún evento tiene este id")).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      expect(await storedEventOf(request, post.id)).toBeNull();
    },
  );
});

test.describe("the post form's event without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain text field holding the post's event id", async ({ page, request }) => {
    await signInThroughApi(page.request);
    const event = await storeEvent(request);
    const post = await publishAbout(request, event.id);
    await page.goto(`/editor/posts/${post.id}`);
    const input = page.getByLabel("Evento", { exact: true });
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveAttribute("name", "event");
    await expect(input).toHaveValue(event.id);
  });
});
