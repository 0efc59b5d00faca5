import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { publishPost as createPost } from "@/scripts/testing/publish-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { parseRssFeed } from "feedsmith";
import { feedXml } from "./feed";
import { validateXml } from "@/scripts/testing/xml-schema";
import { FEED_LIVE_UPDATES, listFeedPosts, listSitemapPosts } from "../posts";
import { db } from "@/lib/db";
import { createPost as createLivePost } from "@/lib/newsroom/create-post";
import { isoInNewsroom, newsroomDay, startOfNewsroomDay } from "@/lib/dates/newsroom-time";
import { rfc822InNewsroom } from "@/lib/dates/rss-date";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { listNewsPosts, newsSitemapXml } from "./news-sitemap";
import { latestModification } from "./post-dates";
import {
  leadingEntries,
  postEntry,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartCount,
  sitemapPartPlan,
  sitemapXml,
} from "./sitemap";

// The feed heads a live post's updates as its page does, with the site's messages.
jest.mock("next-intl/server", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextIntlServer);

const attack = "</script><script>window.__pwned=1</script> & más";

const publish = (title: string) => createPost(aPost({ title, description: `Reseña <b>${title}</b>` }));

describe("sitemaps and feed over the real store", () => {
  it("date an edited post's change in the feed and the sitemap, keeping its publication", async () => {
    const post = await publish("Nota corregida");
    const editedAt = new Date(post.publishedAt!.getTime() + 90 * 60_000);
    await db.post.update({ where: { id: post.id }, data: { updatedAt: editedAt } });
    const item = (await feedXml(await listFeedPosts()))
      .split("<item>")
      .find((entry) => entry.includes(`/post/${post.id}<`));
    expect(item).toContain(`<pubDate>${rfc822InNewsroom(startOfNewsroomDay(post.date))}</pubDate>`);
    expect(item).toContain(`<atom:updated>${isoInNewsroom(editedAt)}</atom:updated>`);
    const sitemap = sitemapXml(sitemapEntries(await listSitemapPosts()));
    expect(sitemap).toContain(`/post/${post.id}</loc><lastmod>${isoInNewsroom(editedAt)}</lastmod>`);
  });

  it("list a new post with its markup escaped and its dates in Mexico City time", async () => {
    const post = await publish(attack);
    const posts = await listFeedPosts();
    const url = `${env().SITE_URL}/post/${post.id}`;

    const sitemap = sitemapXml(sitemapEntries(await listSitemapPosts()));
    expect(sitemap).toContain(`<url><loc>${url}</loc><lastmod>`);
    expect(sitemap).toContain(`<loc>${env().SITE_URL}/</loc>`);

    const feed = await feedXml(posts);
    expect(feed).toContain(
      "<title>&#x3C;/script&#x3E;&#x3C;script&#x3E;window.__pwned=1&#x3C;/script&#x3E; &#x26; más</title>",
    );
    expect(feed).toContain("<description>Reseña &amp;lt;b&amp;gt;&amp;lt;/script&amp;gt;");
    expect(feed).toContain("<pubDate>Sat, 01 Mar 2025 00:00:00 -0600</pubDate>");
    expect(feed).not.toContain("<script>");

    const today = await createPost(aPost({ title: attack, date: newsroomDay(new Date()) }));
    const news = newsSitemapXml(await listNewsPosts(new Date()));
    expect(news).toContain(`<loc>${env().SITE_URL}/post/${today.id}</loc>`);
    expect(news).toContain("<news:language>es</news:language>");
    expect(news).not.toContain("<script>");
    expect(validateXml(news, "news")).toEqual({ valid: true, output: "- validates" });
  });

  it("gives each item its whole body as the site draws it, sanitised, in content:encoded", async () => {
    const post = await createPost(
      aPost({
        introduction: "# Escenario\n\n**Amelie Lens** y [la nota](/post/otra) <script>alert(1)</script>",
        climax: '![Foto](/images/posts/a.webp "Pie")\n\n[Aftermovie](https://youtu.be/dQw4w9WgXcQ)',
        conclusion: "| Hora | Artista |\n|---|---|\n| 22:00 | Amelie |",
      }),
    );
    const feed = parseRssFeed(await feedXml(await listFeedPosts()));
    const item = (feed.items ?? []).find((entry) => entry.link?.endsWith(`/post/${post.id}`));
    const html = item?.content?.encoded ?? "";
    const site = env().SITE_URL;
    expect(html).toContain("<h2>Escenario</h2>");
    expect(html).toContain(`<strong>Amelie Lens</strong> y <a href="${site}/post/otra">la nota</a>`);
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(html).toContain(`<figure><img src="${site}/images/posts/a.webp" alt="Foto"><figcaption>Pie</figcaption>`);
    expect(html).toContain('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Aftermovie</a></p>');
    expect(html).toContain("<td>22:00</td>");
    expect(html).not.toMatch(/<script|<iframe|story-embed/);
  });

  it("keeps the news sitemap to posts published in the last 48 hours, by the date every document states", async () => {
    const now = new Date();
    const day = (offset: number) => newsroomDay(new Date(now.getTime() + offset * 24 * 60 * 60 * 1000));
    const fresh = await createPost(aPost({ date: day(0) }));
    const datedBack = await createPost(aPost({ date: "2019-01-01" }));
    const datedAhead = await createPost(aPost({ date: day(1) }));
    const listed = async (at: Date) => (await listNewsPosts(at)).map((post) => post.id);
    const afterFresh = (ms: number) => new Date(fresh.publishedAt!.getTime() + ms);

    expect(await listed(afterFresh(1000))).toContain(fresh.id);
    expect(await listed(afterFresh(1000))).not.toContain(datedBack.id);
    expect(await listed(afterFresh(1000))).not.toContain(datedAhead.id);
    expect(await listed(afterFresh(48 * 60 * 60 * 1000 + 1000))).not.toContain(fresh.id);
    expect(await listed(new Date(`${day(1)}T12:00:00-06:00`))).toEqual(
      expect.arrayContaining([fresh.id, datedAhead.id]),
    );
  });
});

describe("a live post in the feed", () => {
  const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const itemOf = async (id: string) => {
    const feed = parseRssFeed(await feedXml(await listFeedPosts()));
    return (feed.items ?? []).find((entry) => entry.link?.endsWith(`/post/${id}`))!;
  };

  it("grows its item with every update, newest first, each with its time and anchor, under the same guid", async () => {
    const start = new Date("2027-02-26T22:00:00Z");
    const live = { start, end: minutesAfter(start, 3 * 24 * 60) };
    const { post } = await createLivePost({ ...aPost(), live, savedBy: "test" });
    const url = `${env().SITE_URL}/post/${post.id}`;
    const before = await itemOf(post.id);
    expect(before.content?.encoded).not.toContain("En vivo");

    const update = (id: string, text: string, minutes: number, more = {}) =>
      db.liveUpdate.create({
        data: {
          id,
          postId: post.id,
          text,
          createdAt: minutesAfter(start, minutes),
          updatedAt: minutesAfter(start, minutes),
          ...more,
        },
      });
    const [opening, closing] = [randomUUID().slice(0, 8), randomUUID().slice(0, 8)];
    await update(opening, "Abren las puertas del **Autódromo**.", 5);
    const once = await itemOf(post.id);
    await update(closing, "Martin Garrix cierra la noche.", 600, {
      image: "/images/posts/garrix.webp",
      imageAlt: "Garrix",
    });
    const twice = await itemOf(post.id);

    expect([once.guid?.value, twice.guid?.value]).toEqual([before.guid?.value, before.guid?.value]);
    expect(twice.guid?.value).toBe(url);
    const html = twice.content?.encoded ?? "";
    expect(html.indexOf("Volveremos el próximo año.")).toBeLessThan(html.indexOf("<h2>En vivo</h2>"));
    expect(html.indexOf("Martin Garrix")).toBeLessThan(html.indexOf("Abren las puertas"));
    expect(html).toContain(`<a href="${url}#actualizacion-${closing}"><time datetime="2027-02-27T08:00:00.000Z">`);
    expect(html).toContain(`<a href="${url}#actualizacion-${opening}"><time datetime="2027-02-26T22:05:00.000Z">`);
    expect(html).toContain(`>${formatNewsroomDateTime(minutesAfter(start, 5))}</time></a>`);
    expect(html).toContain("<p>Abren las puertas del <strong>Autódromo</strong>.</p>");
    expect(html).toContain(`<img src="${env().SITE_URL}/images/posts/garrix.webp" alt="Garrix">`);
    expect(once.content?.encoded).not.toContain("Martin Garrix");
    expect(twice.atom?.updated).toBe(isoInNewsroom(minutesAfter(start, 600)));
  });
});

describe("listSitemapPosts", () => {
  it("reads only each post's address and dates and its latest live update's, in the news list's order", async () => {
    await publish("Sitemap ligero");
    const light = await listSitemapPosts({ limit: 3, offset: 1 });
    const full = await listFeedPosts({ limit: 3, offset: 1 });
    // The latest of all a post's updates: a feed carries only its newest FEED_LIVE_UPDATES by creation.
    const latest = async (postId: string) => {
      const { _max } = await db.liveUpdate.aggregate({ where: { postId }, _max: { updatedAt: true } });
      return _max.updatedAt ? [{ updatedAt: _max.updatedAt }] : [];
    };
    expect(light).toEqual(
      await Promise.all(
        full.map(async ({ id, date, publishedAt, updatedAt }) => ({
          id,
          date,
          publishedAt,
          updatedAt,
          liveUpdates: await latest(id),
        })),
      ),
    );
  });
});

describe("a live post's updates in the feed's and the sitemap's reads", () => {
  it("give the feed each post's newest FEED_LIVE_UPDATES and the sitemap its latest update's time", async () => {
    const [long, short, none] = [
      await publish("Cobertura larga"),
      await publish("Cobertura corta"),
      await publish("Sin"),
    ];
    const at = (minutes: number) => new Date(Date.UTC(2027, 1, 26, 22) + minutes * 60_000);
    const updates = (postId: string, count: number) =>
      db.liveUpdate.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          id: `${postId.slice(0, 12)}-${i}`,
          postId,
          text: `Actualización ${i}`,
          createdAt: at(i),
          updatedAt: at(count - i),
        })),
      });
    await updates(long.id, FEED_LIVE_UPDATES + 10);
    await updates(short.id, 2);

    const feed = new Map((await listFeedPosts()).map((post) => [post.id, post.liveUpdates]));
    expect(feed.get(long.id)?.map(({ text }) => text)).toEqual(
      Array.from({ length: FEED_LIVE_UPDATES }, (_, i) => `Actualización ${FEED_LIVE_UPDATES + 9 - i}`),
    );
    expect(feed.get(short.id)?.map(({ text }) => text)).toEqual(["Actualización 1", "Actualización 0"]);
    expect(feed.get(none.id)).toEqual([]);

    const sitemap = new Map((await listSitemapPosts()).map((post) => [post.id, post.liveUpdates]));
    expect(sitemap.get(long.id)).toEqual([{ updatedAt: at(FEED_LIVE_UPDATES + 10) }]);
    expect(sitemap.get(short.id)).toEqual([{ updatedAt: at(2) }]);
    expect(sitemap.get(none.id)).toEqual([]);
  });
});

describe("sitemapEntries", () => {
  it("adds /post?page=N for every list page after the first, and the fixed public pages", () => {
    const publishedAt = new Date("2025-03-01T12:00:00Z");
    const posts = Array.from({ length: 13 }, (_, i) => ({
      id: `p-${i}`,
      title: "t",
      description: "d",
      date: "2025-03-01",
      publishedAt,
      updatedAt: publishedAt,
      liveUpdates: [],
    }));
    const paths = sitemapEntries(posts).map((entry) => entry.path);
    expect(paths.slice(0, 4)).toEqual(["/", "/post", "/post?page=2", "/post?page=3"]);
    expect(paths).toEqual(expect.arrayContaining(["/team", "/contact", "/post/p-0", "/post/p-12"]));
    expect(paths).not.toContain("/post?page=4");
  });
});

describe("sitemap parts", () => {
  const archive = (total: number) =>
    Array.from({ length: total }, (_, i) => ({
      id: `p-${i}`,
      title: "t",
      description: "d",
      date: "2025-03-01",
      publishedAt: new Date(Date.UTC(2025, 2, 1) - i * 60_000),
      updatedAt: new Date(Date.UTC(2025, 2, 1) - i * 60_000),
      liveUpdates: [],
    }));

  /** A part as the route builds it: leading addresses plus a window of posts, never the whole archive. */
  function assemble(posts: ReturnType<typeof archive>, part: number, limit: number) {
    const newest = posts[0] && latestModification(posts[0]);
    const plan = sitemapPartPlan(leadingEntries(posts.length, newest), posts.length, part, limit);
    if (!plan) return null;
    const window = posts.slice(plan.posts.offset, plan.posts.offset + plan.posts.limit);
    return [...plan.leading, ...window.map(postEntry)];
  }

  it.each([0, 1, 5, 6, 7, 13, 40])("split %i posts into parts of at most the limit, each address once", (total) => {
    const posts = archive(total);
    const whole = sitemapEntries(posts);
    for (const limit of [2, 3, 7].filter((limit) => whole.length > limit)) {
      const count = sitemapPartCount(whole.length, limit);
      const parts = Array.from({ length: count }, (_, index) => assemble(posts, index + 1, limit));
      expect(parts.every((part) => part !== null && part.length > 0 && part.length <= limit)).toBe(true);
      expect(parts.flat()).toEqual(whole);
      expect(assemble(posts, count + 1, limit)).toBeNull();
      expect(assemble(posts, 0, limit)).toBeNull();
    }
  });

  it("exist only for an archive past one sitemap: otherwise /sitemap.xml is the whole sitemap", () => {
    const posts = archive(3);
    const whole = sitemapEntries(posts);
    expect(sitemapPartCount(whole.length, whole.length)).toBe(1);
    expect(assemble(posts, 1, whole.length)).toBeNull();
    expect(assemble(posts, 1, whole.length - 1)).toHaveLength(whole.length - 1);
  });

  it("point to every part from the sitemap index", () => {
    const index = sitemapIndexXml(3);
    expect(index).toContain("<sitemapindex");
    for (const part of [1, 2, 3]) expect(index).toContain(`${env().SITE_URL}/sitemap/${part}.xml</loc>`);
    expect(index).not.toContain("/sitemap/4.xml");
  });
});
