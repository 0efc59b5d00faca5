// What readers and search engines see of the newsroom: schedules that come online by themselves, corrections, renames,
// removals and restores, through the caches of the production build.
import { desktopOnly, expect, test } from "../support/test";
import { untilClockPasses } from "../support/clock";
import { E2E_BASE_URL } from "../support/environment";
import { rawGet } from "../support/raw-get";
import { spanishDate } from "../support/site";
import {
  createThrough,
  LISTINGS,
  patch,
  publicIds,
  readListings,
  restore,
  shareImagePath,
  todayInMexicoCity,
  trash,
} from "./public-support";

/** Documents state moments to the second. */
const toSecond = (text: string) => Math.floor(Date.parse(text) / 1000);

const uniqueTitle = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

test.describe(
  "the newsroom as readers and search engines see it",
  desktopOnly("what the server answers does not depend on the screen"),
  () => {
    test("a scheduled post comes online on every listing at its time, with nothing done after scheduling", async ({
      request,
    }) => {
      const publishAt = new Date(Date.now() + 6_000);
      const post = await createThrough(
        request,
        { title: uniqueTitle("Programada") },
        { status: "scheduled", publishAt: publishAt.toISOString() },
      );
      const image = await shareImagePath(request, post.id);
      // Before its time: nowhere, and every listing is rendered (and cached) without it.
      for (const [name, text] of Object.entries(await readListings(request))) expect(text, name).not.toContain(post.id);
      expect((await request.get(`/post/${post.id}`)).status()).toBe(404);
      expect((await request.get(image)).status()).toBe(404);
      expect(await publicIds(request)).not.toContain(post.id);

      await untilClockPasses(publishAt.getTime());
      // Asked round after round: a round counts by the moment it was asked, so a slow answer on a loaded machine does
      // not make the post late, and the round that finds it everywhere was asked within 1.5 s of its time.
      const deadline = publishAt.getTime() + 1_500;
      let round: { askedAt: number; missing: string[] };
      do {
        const askedAt = Date.now();
        const listings = await readListings(request);
        const missing = Object.keys(LISTINGS).filter(
          (name) => !listings[name as keyof typeof LISTINGS].includes(post.id),
        );
        round = { askedAt, missing };
      } while (round.missing.length > 0 && round.askedAt <= deadline);
      expect(round.missing).toEqual([]);
      expect(round.askedAt).toBeLessThanOrEqual(deadline);
      const page = await request.get(`/post/${post.id}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(post.title);
      expect((await request.get(image)).status()).toBe(200);
      expect(await publicIds(request)).toContain(post.id);
    });

    test("drafts and schedules leak nowhere: page, share image, lists, feed, sitemaps, API", async ({ request }) => {
      const draft = await createThrough(request, { title: uniqueTitle("Borrador") }, { status: "draft" });
      const later = new Date(Date.now() + 24 * 3600_000).toISOString();
      const scheduled = await createThrough(
        request,
        { title: uniqueTitle("Mañana") },
        { status: "scheduled", publishAt: later },
      );
      const listings = {
        ...(await readListings(request)),
        news: await (await request.get("/news-sitemap.xml")).text(),
      };
      for (const post of [draft, scheduled]) {
        const page = await request.get(`/post/${post.id}`);
        expect(page.status(), post.id).toBe(404);
        expect(await page.text()).not.toContain(post.title);
        expect((await request.get(await shareImagePath(request, post.id))).status()).toBe(404);
        for (const [name, text] of Object.entries(listings)) expect(text, `${name} ${post.id}`).not.toContain(post.id);
        expect(await publicIds(request)).not.toContain(post.id);
      }
    });

    test("a correction shows its new title and 'Actualizado' on the page, the lists, the feed and the sitemap", async ({
      page,
      request,
    }) => {
      const post = await createThrough(request, { title: uniqueTitle("Antes") });
      await page.goto(`/post/${post.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.getByText(/^Actualizado el/)).toHaveCount(0);
      await readListings(request);

      // The documents give their moments to the second: the correction comes in a later second than the publication.
      await untilClockPasses((Math.floor(Date.now() / 1000) + 1) * 1000);
      const corrected = uniqueTitle("Corregida");
      await patch(request, post.id, { title: corrected });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(corrected);
      // The post's own article: the newest posts that end its page show their dates too.
      const own = page.locator("main article").filter({ has: page.getByRole("heading", { level: 1 }) });
      await expect(own.getByText(spanishDate(todayInMexicoCity()), { exact: true })).toBeVisible();
      const updated = page.getByText(/^Actualizado el \d{1,2} de \w+ de \d{4} a las \d{1,2}:\d{2}/);
      await expect(updated).toBeVisible();
      const editedAtText = (await updated.getAttribute("datetime"))!;
      expect(Math.abs(Date.parse(editedAtText) - Date.now())).toBeLessThan(60_000);
      const editedAt = toSecond(editedAtText);

      const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text))
        .find((data) => data["@type"] === "NewsArticle");
      expect(toSecond(article.dateModified)).toBe(editedAt);
      expect(toSecond(article.datePublished)).toBeLessThan(editedAt);
      const modifiedTime = await page.locator('meta[property="article:modified_time"]').getAttribute("content");
      expect(toSecond(modifiedTime!)).toBe(editedAt);

      const listings = await readListings(request);
      for (const [name, text] of Object.entries(listings)) expect(text, name).toContain(post.id);
      for (const name of ["home", "news", "feed"] as const) expect(listings[name], name).toContain(corrected);
      const item = listings.feed.split("<item>").find((entry) => entry.includes(`/post/${post.id}<`))!;
      expect(toSecond(/<atom:updated>([^<]+)/.exec(item)![1])).toBe(editedAt);
      const lastmod = new RegExp(`/post/${post.id}</loc><lastmod>([^<]+)`).exec(listings.sitemap)![1];
      expect(toSecond(lastmod)).toBe(editedAt);
    });

    test("a renamed post's former addresses answer 308 to the current one in one hop; sitemaps list only it", async ({
      request,
    }) => {
      const first = await createThrough(request, { title: uniqueTitle("Renombrada") });
      const [second, third] = [`${first.id}-b`, `${first.id}-c`];
      await readListings(request);
      await patch(request, first.id, { id: second });
      await patch(request, second, { id: third });
      for (const former of [first.id, second]) {
        const answer = await request.get(`/post/${former}`, { maxRedirects: 0 });
        expect(answer.status(), former).toBe(308);
        expect(answer.headers().location).toBe(`/post/${third}`);
      }
      expect((await request.get(`/post/${first.id}`)).url()).toMatch(new RegExp(`/post/${third}$`));
      const { sitemap, feed } = await readListings(request);
      for (const text of [sitemap, feed]) {
        expect(text).toContain(`/post/${third}<`);
        expect(text).not.toContain(`/post/${first.id}<`);
        expect(text).not.toContain(`/post/${second}<`);
      }
    });

    test("a removed post answers 410 with a page saying so, leaves every listing, and comes back when restored", async ({
      page,
      request,
    }) => {
      const post = await createThrough(request, { title: uniqueTitle("Retirada") });
      const renamed = `${post.id}-nueva`;
      await patch(request, post.id, { id: renamed });
      const image = await shareImagePath(request, renamed);
      expect((await request.get(image)).status()).toBe(200);
      expect(Object.values(await readListings(request)).every((text) => text.includes(renamed))).toBe(true);

      await trash(request, renamed);
      for (const address of [renamed, post.id]) {
        const answer = await request.get(`/post/${address}`, { maxRedirects: 0 });
        expect(answer.status(), address).toBe(410);
        expect(await answer.text()).not.toContain(post.title);
      }
      expect((await request.get(image)).status()).toBe(410);
      for (const [name, text] of Object.entries(await readListings(request))) expect(text, name).not.toContain(renamed);
      expect(await publicIds(request)).not.toContain(renamed);

      // Addresses Next.js routes to the same post: percent-encoded, or through a dot segment.
      const encoded = `/post/%${renamed.charCodeAt(0).toString(16)}${renamed.slice(1)}`;
      for (const address of [encoded, `/./post/${renamed}`]) {
        const answer = await rawGet(E2E_BASE_URL, address);
        expect(answer.status, address).toBe(410);
        expect(answer.headers["cache-control"], address).toBe("public, max-age=0, s-maxage=60");
      }

      const gone = await page.goto(`/post/${renamed}`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Esta nota fue retirada");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page).toHaveURL(new RegExp(`/post/${renamed}$`));

      await restore(request, renamed);
      const back = await request.get(`/post/${renamed}`);
      expect(back.status()).toBe(200);
      expect(await back.text()).toContain(post.title);
      expect((await request.get(`/post/${post.id}`, { maxRedirects: 0 })).status()).toBe(308);
      for (const [name, text] of Object.entries(await readListings(request))) expect(text, name).toContain(renamed);

      // A client's own copy of the server's internal mark makes no live post look removed, whatever the address.
      for (const address of [`/post/${renamed}`, `/./post/${renamed}`]) {
        const marked = await rawGet(E2E_BASE_URL, address, { "x-pulso-retired": "gone" });
        expect(marked.status, address).toBe(200);
        expect(marked.body, address).toContain(post.title);
        expect(marked.body, address).not.toContain("Esta nota fue retirada");
      }
    });
  },
);
