import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { addViews } from "@/scripts/testing/stored-views";
import { SITE_TOTAL } from "./page-view";
import { deviceViews, lastDays, mostReadPosts, postTotals, siteDays, topReferrers } from "./page-stats";

const by = { savedBy: "prueba@pulso.test" };
// Noon of 10 March 2030 in Mexico City.
const NOW = new Date("2030-03-10T18:00:00Z");

async function fromSource(day: string, referrer: string, device: string, views: number) {
  await db.pageSource.create({ data: { day, path: "/", referrer, device, views } });
}

describe("the counts' reads", () => {
  it("give the last N days of Mexico City's calendar, today the last", () => {
    expect(lastDays(7, NOW)).toEqual({ first: "2030-03-04", last: "2030-03-10" });
    // 23:30 on 28 February in Mexico City is 05:30 UTC on 1 March.
    expect(lastDays(1, new Date("2030-03-01T05:30:00Z"))).toEqual({ first: "2030-02-28", last: "2030-02-28" });
  });

  it("give the site's views and visitors per day of a range, days without any as zeros", async () => {
    await addViews(SITE_TOTAL, "2030-01-02", 40, 12);
    await addViews(SITE_TOTAL, "2030-01-04", 8, 3);
    await addViews("/team", "2030-01-03", 99);
    expect(await siteDays({ first: "2030-01-01", last: "2030-01-04" })).toEqual([
      { day: "2030-01-01", views: 0, visitors: 0, held: 0 },
      { day: "2030-01-02", views: 40, visitors: 12, held: 0 },
      { day: "2030-01-03", views: 0, visitors: 0, held: 0 },
      { day: "2030-01-04", views: 8, visitors: 3, held: 0 },
    ]);
  });

  it("rank the posts online most read over the last days, leaving out older days, other pages and offline posts", async () => {
    const posts = await Promise.all([1, 2, 3].map(() => createPost({ ...aPost(), ...by })));
    const [first, second, third] = posts.map(({ post }) => post.id);
    const { post: draft } = await createPost({ ...aPost(), status: "draft", ...by });
    await addViews(`/post/${first}`, "2030-03-09", 10);
    await addViews(`/post/${first}`, "2030-03-10", 5, 4);
    await addViews(`/post/${second}`, "2030-03-04", 20);
    await addViews(`/post/${third}`, "2030-03-03", 500);
    await addViews(`/post/${draft.id}`, "2030-03-10", 900);
    await addViews("/team", "2030-03-10", 800);
    expect(await mostReadPosts(7, 5, NOW)).toEqual([
      { id: second, views: 20, visitors: 20 },
      { id: first, views: 15, visitors: 14 },
    ]);
    expect(await mostReadPosts(7, 1, NOW)).toEqual([{ id: second, views: 20, visitors: 20 }]);
    expect(await postTotals(third)).toEqual({ views: 500, visitors: 500 });
    expect(await postTotals(first, { first: "2030-03-10", last: "2030-03-10" })).toEqual({ views: 5, visitors: 4 });
    expect(await postTotals("no-existe")).toEqual({ views: 0, visitors: 0 });
  });

  it("give the top referrer hosts and every device class's views over a range", async () => {
    await fromSource("2030-02-01", "google.com", "movil", 30);
    await fromSource("2030-02-02", "google.com", "escritorio", 5);
    await fromSource("2030-02-02", "", "movil", 20);
    await fromSource("2030-02-02", "facebook.com", "movil", 12);
    await fromSource("2030-02-05", "t.co", "tableta", 90);
    const february = { first: "2030-02-01", last: "2030-02-04" };
    expect(await topReferrers(february, 2)).toEqual([
      { host: "google.com", views: 35 },
      { host: "", views: 20 },
    ]);
    expect(await deviceViews(february)).toEqual({ movil: 62, tableta: 0, escritorio: 5 });
  });
});
