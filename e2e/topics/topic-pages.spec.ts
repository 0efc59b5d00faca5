import { type Page } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { readXml } from "../seo/support";
import { publishWithTopics, uniqueTopic } from "./topics";

const topicLink = (page: Page, name: string) =>
  page.getByRole("list", { name: "Todos los temas" }).getByRole("link", { name: new RegExp(`^${name}`) });

test.describe("topics", () => {
  test("a post published with topics is at once on its topic's page, on /tema and in another post's related posts", async ({
    page,
    request,
  }) => {
    const topic = uniqueTopic("Séptimo Sol");
    const first = await publishWithTopics(request, [topic.name], { date: "2019-02-01" });
    await page.goto(`/post/${first.id}`);
    await expect(page.getByRole("heading", { name: "Notas relacionadas" })).toHaveCount(0);
    // Nothing shares its topic yet: the newest posts show where to go next instead.
    const newest = page.getByRole("region", { name: "Más notas" });
    await expect(newest.locator("article")).toHaveCount(3);
    await expect(newest.getByRole("link", { name: first.title })).toHaveCount(0);
    await page.goto(`/tema/${topic.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: topic.name })).toBeVisible();
    await page.goto("/tema");
    await expect(topicLink(page, topic.name)).toContainText("1 nota");

    const second = await publishWithTopics(request, [topic.name.toUpperCase()], { date: "2019-03-01" });
    await page.goto(`/tema/${topic.slug}`);
    const cards = page.locator("main article h3");
    await expect(cards).toHaveText([second.title, first.title]);
    await page.goto("/tema");
    await expect(topicLink(page, topic.name)).toContainText("2 notas");
    await page.goto(`/post/${first.id}`);
    const related = page.getByRole("region", { name: "Notas relacionadas" });
    await expect(related.getByRole("link", { name: second.title })).toBeVisible();
    await expect(related.getByRole("link", { name: first.title })).toHaveCount(0);
    await expect(newest).toHaveCount(0);
  });

  test("the post page lists its topics as links to their pages", async ({ page, request }) => {
    const [festival, city] = [uniqueTopic("Festival Luz"), uniqueTopic("Mérida")];
    const post = await publishWithTopics(request, [festival.name, city.name]);
    await page.goto(`/post/${post.id}`);
    const topics = page.getByRole("region", { name: "Temas de esta nota" }).getByRole("link");
    await expect(topics).toHaveText([festival.name, city.name]);
    await topics.filter({ hasText: city.name }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/tema/${city.slug}`);
    await expect(page.getByRole("link", { name: post.title })).toBeVisible();
  });

  test("a topic's posts come six a page, newest first, with the list's pagination", async ({ page, request }) => {
    const topic = uniqueTopic("Paginado");
    const titles: string[] = [];
    for (let day = 1; day <= 7; day++)
      titles.push((await publishWithTopics(request, [topic.name], { date: `2019-04-0${day}` })).title);
    await page.goto(`/tema/${topic.slug}`);
    await expect(page.locator("main article h3")).toHaveText(titles.slice(1).reverse());
    await expect(page.getByText("Página 1 de 2")).toBeVisible();
    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/tema/${topic.slug}?page=2`);
    await expect(page.locator("main article h3")).toHaveText([titles[0]]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${E2E_BASE_URL}/tema/${topic.slug}?page=2`,
    );
    for (const missing of [
      `/tema/${topic.slug}?page=3`,
      `/tema/${topic.slug}?page=0`,
      `/tema/${topic.slug}?page=x`,
      "/tema/no-existe-este-tema",
    ])
      expect((await page.request.get(missing)).status(), missing).toBe(404);
  });

  test("a topic's RSS feed is well-formed, linked from its page, and carries its new post", async ({
    page,
    request,
  }) => {
    const topic = uniqueTopic("Feed Tema");
    const post = await publishWithTopics(request, [topic.name]);
    await page.goto(`/tema/${topic.slug}`);
    const feedPath = `/tema/${topic.slug}/feed.xml`;
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute(
      "href",
      `${E2E_BASE_URL}${feedPath}`,
    );
    await expect(page.getByRole("link", { name: `RSS de ${topic.name}` })).toHaveAttribute("href", feedPath);
    const response = await request.get(feedPath);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    const [channel] = await readXml(page, xml, "channel");
    expect(channel.title).toBe(`${topic.name} | Pulso Electrónico`);
    const items = await readXml(page, xml, "item");
    expect(items.map(({ title, link }) => ({ title, link }))).toEqual([
      { title: post.title, link: `${E2E_BASE_URL}/post/${post.id}` },
    ]);
    expect((await request.get("/tema/no-existe-este-tema/feed.xml")).status()).toBe(404);
  });

  test(
    "the sitemap lists /tema and every page of a topic",
    desktopOnly("the sitemap does not depend on the screen"),
    async ({ page, request }) => {
      const topic = uniqueTopic("Mapa");
      await publishWithTopics(request, [topic.name]);
      const xml = await (await request.get("/sitemap.xml")).text();
      const locs = (await readXml(page, xml, "url")).map(({ loc }) => loc);
      expect(locs).toEqual(expect.arrayContaining([`${E2E_BASE_URL}/tema`, `${E2E_BASE_URL}/tema/${topic.slug}`]));
    },
  );

  test("axe finds no serious or critical violation on /tema and a topic's page", async ({ page, request }) => {
    const topic = uniqueTopic("Accesible");
    await publishWithTopics(request, [topic.name]);
    for (const path of ["/tema", `/tema/${topic.slug}`]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
