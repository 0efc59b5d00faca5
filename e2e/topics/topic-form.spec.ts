import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { newPost } from "../support/posts";
import { fillPost, LOCAL_IMAGE, signInAsEditor } from "../editor/editor";
import { publishWithTopics, uniqueTopic } from "./topics";

test.describe("the post form's topics", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  test("suggests existing topics on folded text, adds them as chips by click or Enter, and saves them", async ({
    page,
    request,
  }) => {
    const existing = uniqueTopic("EDC México");
    await publishWithTopics(request, [existing.name]);
    const tag = existing.slug.split("-").pop()!;
    const input = page.getByRole("combobox", { name: "Temas" });

    await input.fill(`MEX ${tag}`);
    await expect(page.getByRole("option")).toHaveCount(0);
    await input.fill(`mexico ${tag}`);
    const suggestion = page.getByRole("option", { name: existing.name });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    const chips = page.getByRole("list", { name: "Temas" }).getByRole("listitem");
    await expect(chips).toHaveText([`${existing.name}×`]);
    await expect(input).toHaveValue("");

    await input.fill(`Techno ${tag}`);
    await input.press("Enter");
    await input.fill(`techno ${tag}`.toUpperCase());
    await input.press("Enter");
    await expect(chips).toHaveCount(2);
    await page.getByRole("button", { name: `Quitar el tema ${existing.name}` }).click();
    await expect(chips).toHaveText([`Techno ${tag}×`]);
    await input.fill(`edc mexico ${tag}`);
    await expect(page.getByRole("option", { name: existing.name })).toBeVisible();
    await input.press("ArrowDown");
    await expect(page.getByRole("option", { selected: true })).toHaveText(existing.name);
    await input.press("Enter");
    await expect(chips).toHaveText([`Techno ${tag}×`, `${existing.name}×`]);

    const post = newPost({ image: LOCAL_IMAGE });
    await fillPost(page, post);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    const stored = await (
      await request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } })
    ).json();
    expect(stored.topics).toEqual([
      { slug: `techno-${tag}`, name: `Techno ${tag}` },
      { slug: existing.slug, name: existing.name },
    ]);
  });

  test(
    "says when 8 topics are reached and takes no more",
    desktopOnly("the limit does not depend on the screen"),
    async ({ page }) => {
      const input = page.getByRole("combobox", { name: "Temas" });
      for (let index = 1; index <= 9; index++) {
        await input.fill(`Tema lleno ${index}`);
        await input.press("Enter");
      }
      await expect(page.getByRole("list", { name: "Temas" }).getByRole("listitem")).toHaveCount(8);
      await expect(page.getByRole("status").filter({ hasText: "Ya tiene 8 temas" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Agregar" })).toBeDisabled();
    },
  );

  test(
    "the edit form shows the post's topics and saves a change of them only",
    desktopOnly("what the server stores does not depend on the screen"),
    async ({ page, request }) => {
      const [kept, dropped] = [uniqueTopic("Guardado"), uniqueTopic("Quitado")];
      const post = await publishWithTopics(request, [kept.name, dropped.name]);
      await page.goto(`/editor/posts/${post.id}`);
      const chips = page.getByRole("list", { name: "Temas" }).getByRole("listitem");
      await expect(chips).toHaveText([`${kept.name}×`, `${dropped.name}×`]);
      await page.getByRole("button", { name: `Quitar el tema ${dropped.name}` }).click();
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.").first()).toBeVisible();
      const stored = await (
        await request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } })
      ).json();
      expect(stored).toMatchObject({ title: post.title, topics: [{ slug: kept.slug, name: kept.name }] });
    },
  );
});
