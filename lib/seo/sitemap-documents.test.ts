import { randomUUID } from "node:crypto";
import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createEvent } from "@/lib/events/create-event";
import { eventInputSchema } from "@/lib/validations/event";
import { anEvent } from "@/scripts/testing/event-fixture";
import { publishPost as createPost } from "@/scripts/testing/publish-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { validateXml } from "@/scripts/testing/xml-schema";
import { currentPartPlan, sitemapDocument, sitemapPartDocument } from "./sitemap-documents";

const partDocument = async (part: number, limit: number) => sitemapPartDocument((await currentPartPlan(part, limit))!);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("sitemap documents over the real store", () => {
  it("list every post of the archive", async () => {
    const post = await createPost(aPost({ title: "Publicada" }));
    expect(locs(await sitemapDocument())).toContain(`${env().SITE_URL}/post/${post.id}`);
  });

  it("list the page of every author with a post online, after the fixed pages", async () => {
    const post = await createPost(aPost({ author: "Lucía Ortega Sitemap" }));
    const all = locs(await sitemapDocument());
    const author = all.indexOf(`${env().SITE_URL}/autor/lucia-ortega-sitemap`);
    expect(author).toBeGreaterThan(all.indexOf(`${env().SITE_URL}/cookies`));
    expect(author).toBeLessThan(all.indexOf(`${env().SITE_URL}/post/${post.id}`));
  });

  it("list the guide and every event's page, past ones too, modified when the event was", async () => {
    const [coming, over] = await Promise.all(
      [{}, { startsAt: "2020-02-26T16:00", endsAt: "2020-02-28T06:00" }].map((times) =>
        createEvent(eventInputSchema.parse(anEvent(times))),
      ),
    );
    const xml = await sitemapDocument();
    for (const path of ["/eventos", "/eventos/pasados", `/eventos/${coming.id}`, `/eventos/${over.id}`]) {
      expect(locs(xml)).toContain(`${env().SITE_URL}${path}`);
    }
    const entry = xml.split("<url>").find((url) => url.includes(`/eventos/${coming.id}<`));
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it("list a timetable's first day at /horarios and each later day at its date, after its event, as modified", async () => {
    const lineup = [
      { name: "Nicola Cruz", stage: "Bosque", startsAt: "2027-02-26T23:30" },
      { name: "Nahual", stage: "Bosque", startsAt: "2027-02-27T01:30" },
      { name: "Rebolledo", stage: "Río", startsAt: "2027-02-27T22:00" },
      { name: "Ela Minus", stage: "Río" },
    ];
    const [timed, untimed] = await Promise.all(
      [lineup, [{ name: "Nahual" }]].map((sets) => createEvent(eventInputSchema.parse(anEvent({ lineup: sets })))),
    );
    const xml = await sitemapDocument();
    const all = locs(xml);
    const page = all.indexOf(`${env().SITE_URL}/eventos/${timed.id}`);
    expect(all.slice(page, page + 3)).toEqual(
      [`/eventos/${timed.id}`, `/eventos/${timed.id}/horarios`, `/eventos/${timed.id}/horarios/2027-02-27`].map(
        (path) => `${env().SITE_URL}${path}`,
      ),
    );
    expect(all).not.toContain(`${env().SITE_URL}/eventos/${timed.id}/horarios/2027-02-26`);
    expect(all.filter((loc) => loc.includes(`/eventos/${untimed.id}/`))).toEqual([]);
    const entry = xml.split("<url>").find((url) => url.includes(`/eventos/${timed.id}/horarios/2027-02-27<`));
    expect(entry).toContain(`<lastmod>${isoInNewsroom(timed.updatedAt)}</lastmod>`);
  });

  it("modify a live post's entry when its latest update was written", async () => {
    const post = await createPost(aPost({ title: "En vivo" }));
    const written = new Date(post.updatedAt.getTime() + 3 * 60 * 60 * 1000);
    const update = (at: Date) => ({ id: randomUUID().slice(0, 8), postId: post.id, text: "Abren.", updatedAt: at });
    await db.liveUpdate.createMany({ data: [update(written), update(new Date(written.getTime() - 60_000))] });
    const entry = (await sitemapDocument()).split("<url>").find((url) => url.includes(`/post/${post.id}<`));
    expect(entry).toContain(`<lastmod>${isoInNewsroom(written)}</lastmod>`);
  });

  it("become an index of parts past the limit, each part holding its share from the home page on", async () => {
    await createPost(aPost({ title: "Con partes" }));
    const index = await sitemapDocument(2);
    expect(index).toContain("<sitemapindex");
    expect(locs(index).slice(0, 2)).toEqual([`${env().SITE_URL}/sitemap/1.xml`, `${env().SITE_URL}/sitemap/2.xml`]);
    const first = await partDocument(1, 2);
    expect(first).toContain("<urlset");
    expect(locs(first)).toEqual([`${env().SITE_URL}/`, `${env().SITE_URL}/post`]);
    expect(await currentPartPlan(1_000_000, 2)).toBeNull();
  });

  it("have no part while the archive fits one sitemap: /sitemap/1.xml would copy /sitemap.xml", async () => {
    await createPost(aPost({ title: "Una sola parte" }));
    expect(await sitemapDocument()).toContain("<urlset");
    expect(await currentPartPlan(1)).toBeNull();
  });

  it("pass the official sitemap schemas: the sitemap, an index and each of its parts", async () => {
    await createPost(aPost({ title: "Validada" }));
    const valid = { valid: true, output: "- validates" };
    expect(validateXml(await sitemapDocument(), "urlset")).toEqual(valid);
    const index = await sitemapDocument(3);
    expect(validateXml(index, "sitemapindex")).toEqual(valid);
    for (const part of locs(index).map((loc) => Number(/(\d+)\.xml$/.exec(loc)![1]))) {
      expect(validateXml(await partDocument(part, 3), "urlset")).toEqual(valid);
    }
  });
});
