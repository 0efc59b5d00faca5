import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { addViews } from "@/scripts/testing/stored-views";
import { SITE_TOTAL } from "./page-view";
import { postsCounts, topPosts } from "./page-stats";
import { readDashboardViews, readPostStats, readSiteStats, statsQuerySchema } from "./site-stats";

const by = { savedBy: "prueba@pulso.test" };
// Noon of 20 June 2031 in Mexico City: the last day of every period below.
const NOW = new Date("2031-06-20T18:00:00Z");
// Jest runs these tests in a random order: the tests that read around NOW never see this one's views.
const A_YEAR_LATER = new Date("2032-06-20T18:00:00Z");

describe("the editor's statistics", () => {
  it("open on 30 days, offer 7 and 90, and refuse any other period", () => {
    expect(statsQuerySchema.parse({})).toEqual({ dias: "30" });
    expect(statsQuerySchema.parse({ dias: "7" })).toEqual({ dias: "7" });
    expect(statsQuerySchema.parse({ dias: "90" })).toEqual({ dias: "90" });
    for (const dias of ["1", "365", "30.0", "", ["7", "30"]])
      expect(statsQuerySchema.safeParse({ dias }).success).toBe(false);
  });

  it("rank the posts read in any state, and give each post's counts over a range", async () => {
    const { post: online } = await createPost({ ...aPost(), ...by });
    const { post: draft } = await createPost({ ...aPost(), status: "draft", ...by });
    await addViews(`/post/${online.id}`, "2031-05-01", 7, 5);
    await addViews(`/post/${online.id}`, "2031-05-02", 3, 2);
    await addViews(`/post/${draft.id}`, "2031-05-02", 9, 9);
    await addViews("/team", "2031-05-02", 100);
    const may = { first: "2031-05-01", last: "2031-05-02" };
    expect(await topPosts(may, 5)).toEqual([
      { id: online.id, views: 10, visitors: 7 },
      { id: draft.id, views: 9, visitors: 9 },
    ]);
    expect(
      await postsCounts([online.id, draft.id, "nunca-leida"], { first: "2031-05-02", last: "2031-05-02" }),
    ).toEqual(
      new Map([
        [online.id, { views: 3, visitors: 2 }],
        [draft.id, { views: 9, visitors: 9 }],
      ]),
    );
    expect(await postsCounts([], may)).toEqual(new Map());
  });

  it("sum a period's views and held-back beacons, average its daily visitors, name its busiest day and title its top posts", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    await addViews(SITE_TOTAL, "2031-06-14", 40, 10, 3);
    await addViews(SITE_TOTAL, "2031-06-18", 90, 20, 495);
    await addViews(SITE_TOTAL, "2031-06-20", 90, 12);
    await addViews(SITE_TOTAL, "2031-06-13", 5000, 5000);
    await addViews(`/post/${post.id}`, "2031-06-18", 60, 15);
    await addViews("/post/borrada-hace-tiempo", "2031-06-19", 30, 6);
    // A post whose every beacon of the period was held back is no post read.
    await addViews("/post/solo-retenida", "2031-06-18", 0, 0, 495);
    await db.pageSource.create({
      data: { day: "2031-06-18", path: `/post/${post.id}`, referrer: "google.com", device: "movil", views: 60 },
    });
    const stats = await readSiteStats("7", NOW);
    expect(stats.range).toEqual({ first: "2031-06-14", last: "2031-06-20" });
    expect(stats.days).toHaveLength(7);
    expect(stats.views).toBe(220);
    expect(stats.visitorsPerDay).toBe(6);
    expect((await readSiteStats("30", NOW)).visitorsPerDay).toBe(168.1);
    expect(stats.busiest).toEqual({ day: "2031-06-18", views: 90, visitors: 20, held: 495 });
    expect(stats.held).toBe(498);
    expect(stats.days.map(({ held }) => held)).toEqual([3, 0, 0, 0, 495, 0, 0]);
    expect(stats.posts).toEqual([
      { id: post.id, title: post.title, views: 60, visitors: 15 },
      { id: "borrada-hace-tiempo", title: null, views: 30, visitors: 6 },
    ]);
    expect(stats.referrers).toEqual([{ host: "google.com", views: 60 }]);
    expect(stats.devices).toEqual({ movil: 60, tableta: 0, escritorio: 0 });
    expect((await readSiteStats("90", NOW)).days).toHaveLength(90);
  });

  it("give nothing and no busiest day to a period without views", async () => {
    const stats = await readSiteStats("30", new Date("2040-01-15T18:00:00Z"));
    expect(stats).toMatchObject({ views: 0, visitorsPerDay: 0, busiest: null, posts: [], referrers: [] });
    expect(stats.days).toHaveLength(30);
  });

  it("give a post's readers over a week, a month and ever, and the dashboard's month", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    await addViews(`/post/${post.id}`, "2032-06-20", 4, 3);
    await addViews(`/post/${post.id}`, "2032-06-10", 10, 8);
    await addViews(`/post/${post.id}`, "2032-01-10", 100, 50);
    expect(await readPostStats(post.id, A_YEAR_LATER)).toEqual({
      week: { views: 4, visitors: 3 },
      month: { views: 14, visitors: 11 },
      ever: { views: 114, visitors: 61 },
    });
    expect(await readDashboardViews([post.id], A_YEAR_LATER)).toEqual(
      new Map([[post.id, { views: 14, visitors: 11 }]]),
    );
  });
});
