import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { updatePost } from "@/lib/newsroom/update-post";
import { captureLog } from "@/scripts/testing/captured-log";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPageCounter, type PageCounter, type ViewRequest } from "./page-counter";
import { OTHER_REFERRERS, SITE_TOTAL } from "./page-view";
import { READER_RATE } from "./reader-meter";
import { REFERRERS_PER_PAGE_DAY } from "./referrer-cap";
import { firstKeptDay, pruneOldCounts } from "./retention";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { administradorSession } from "@/scripts/testing/administrador-session";

const by = { savedBy: "prueba@pulso.test" };
/** Far enough ahead that every post published by the tests is online then; noon in Mexico City. */
const NOON = new Date("2030-03-01T18:00:00Z");
const after = (seconds: number, from = NOON) => new Date(from.getTime() + seconds * 1000);
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let clock = NOON;
const made: PageCounter[] = [];
function counter(options: { maxVisits?: number } = {}): PageCounter {
  const one = createPageCounter({ flushEveryMs: 60_000, siteHost: "pulso.test", clock: () => clock, ...options });
  made.push(one);
  return one;
}
// A counter's timer outlives its test: stopped, it writes nothing once the file's database is gone.
afterEach(async () => {
  await Promise.all(made.splice(0).map((each) => each.stop()));
});

async function onlinePost(): Promise<string> {
  const { post } = await createPost({ ...aPost(), ...by });
  return `/post/${post.id}`;
}

const view = (path: string, overrides: Partial<ViewRequest> = {}): ViewRequest => ({
  path,
  referrer: "https://www.google.com/search?q=edc",
  address: "198.51.100.23",
  userAgent: PHONE,
  sessionToken: undefined,
  at: NOON,
  ...overrides,
});

const pageDay = (path: string, day = "2030-03-01") =>
  db.pageDay.findUnique({ where: { day_path: { day, path } }, select: { views: true, visitors: true } });
const heldOn = async (path: string, day = "2030-03-01") =>
  (await db.pageDay.findUnique({ where: { day_path: { day, path } } }))?.held ?? 0;
/** A browser of its own: every one a new visitor from the same address. */
const browser = (index: number) => `${DESKTOP} Build/${index}`;

beforeEach(() => {
  clock = NOON;
});

describe("the page counter", () => {
  it("counts a view of a post online after its batch is written, with its referrer host and device class", async () => {
    const path = await onlinePost();
    const pages = counter();
    pages.take(view(path));
    expect(await pageDay(path)).toBeNull();
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: 1, visitors: 1 });
    const sources = await db.pageSource.findMany({
      where: { path },
      select: { referrer: true, device: true, views: true },
    });
    expect(sources).toEqual([{ referrer: "google.com", device: "movil", views: 1 }]);
  });

  it("counts a visitor's second view of a page only a minute or more after the one counted, batch or not", async () => {
    const path = await onlinePost();
    const pages = counter();
    pages.take(view(path));
    pages.take(view(path, { at: after(30) }));
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: 1, visitors: 1 });
    pages.take(view(path, { at: after(59) }));
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: 1, visitors: 1 });
    pages.take(view(path, { at: after(60) }));
    pages.take(view(path, { at: after(61) }));
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: 2, visitors: 1 });
  });

  it("adds up two servers' batches exactly: a visitor is one visitor, however many servers saw them", async () => {
    const path = await onlinePost();
    const [first, second] = [counter(), counter()];
    first.take(view(path));
    second.take(view(path, { at: after(5) }));
    second.take(view(path, { address: "198.51.100.24", at: after(5) }));
    first.take(view(path, { address: "198.51.100.25", userAgent: DESKTOP, referrer: "", at: after(7) }));
    await Promise.all([first.flush(), second.flush()]);
    expect(await pageDay(path)).toEqual({ views: 3, visitors: 3 });
    const devices = await db.pageSource.groupBy({ by: ["device"], where: { path }, _sum: { views: true } });
    expect(Object.fromEntries(devices.map(({ device, _sum }) => [device, _sum.views]))).toEqual({
      movil: 2,
      escritorio: 1,
    });
  });

  it("writes the views of a post renamed while they waited under its new path", async () => {
    const path = await onlinePost();
    const pages = counter();
    pages.take(view(path));
    pages.take(view(path, { address: "198.51.100.99" }));
    await pages.flush();
    pages.take(view(path, { address: "198.51.100.77" }));
    pages.take(view(path, { at: after(90) }));
    const renamed = `${path.slice("/post/".length)}-nuevo`;
    await updatePost(path.slice("/post/".length), { id: renamed }, by);
    await pages.flush();
    expect(await pageDay(path)).toBeNull();
    expect(await pageDay(`/post/${renamed}`)).toEqual({ views: 4, visitors: 3 });
  });

  it("counts the site's visitors once a day however many pages they read", async () => {
    const [one, two] = [await onlinePost(), await onlinePost()];
    const site = (await pageDay(SITE_TOTAL)) ?? { views: 0, visitors: 0 };
    const pages = counter();
    pages.take(view(one, { address: "192.0.2.80" }));
    pages.take(view(two, { address: "192.0.2.80", at: after(10) }));
    await pages.flush();
    expect(await pageDay(SITE_TOTAL)).toEqual({ views: site.views + 2, visitors: site.visitors + 1 });
  });

  it("leaves out the editor's own visits, paths that are no public page, and drafts", async () => {
    const token = await administradorSession(NOON);
    const { post: draft } = await createPost({ ...aPost(), status: "draft", ...by });
    const path = await onlinePost();
    const pages = counter();
    pages.take(view(path, { sessionToken: token }));
    pages.take(view("/post/no-existe-nunca"));
    pages.take(view(`/post/${draft.id}`));
    pages.take(view("/editor"));
    pages.take(view("/team", { sessionToken: "not-a-session" }));
    await pages.flush();
    expect(await pageDay(path)).toBeNull();
    expect(await pageDay("/post/no-existe-nunca")).toBeNull();
    expect(await pageDay(`/post/${draft.id}`)).toBeNull();
    expect(await pageDay("/editor")).toBeNull();
    expect(await pageDay("/team")).toEqual({ views: 1, visitors: 1 });
  });

  it("rotates the salt with Mexico City's day: yesterday's salt and visitors are gone, and a reader is new again", async () => {
    const path = await onlinePost();
    const pages = counter();
    pages.take(view(path));
    await pages.flush();
    const [yesterday] = await db.pageVisitor.findMany({ where: { day: "2030-03-01", path } });
    // 00:30 the next day in Mexico City (UTC-6).
    clock = new Date("2030-03-02T06:30:00Z");
    pages.take(view(path, { at: clock }));
    await pages.flush();
    expect(await pageDay(path, "2030-03-02")).toEqual({ views: 1, visitors: 1 });
    expect(await db.visitorSalt.findMany({ select: { day: true } })).toEqual([{ day: "2030-03-02" }]);
    expect(await db.pageVisitor.count({ where: { day: { lt: "2030-03-02" } } })).toBe(0);
    const [today] = await db.pageVisitor.findMany({ where: { day: "2030-03-02", path } });
    expect(today.visitor).not.toBe(yesterday.visitor);
  });

  it("drops the views of new visitors past its bound, says how many, and stores nothing that names a reader", async () => {
    const path = await onlinePost();
    const log = captureLog();
    const views = async (outcome: string) => valueOf(await scrapeHere(), "edm_page_views_total", { outcome });
    const before = { written: await views("written"), dropped: await views("dropped") };
    const pages = counter({ maxVisits: 2 });
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) pages.take(view(path, { address }));
    pages.take(view(path, { address: "203.0.113.1", at: after(60) }));
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: 3, visitors: 2 });
    expect([await views("written"), await views("dropped")]).toEqual([before.written + 3, before.dropped + 1]);
    expect(log.lines().map(({ level, msg }) => [level, msg])).toEqual([
      ["warn", "Page counts: 1 views not counted, the counter was full"],
    ]);
    const stored = JSON.stringify([await db.pageVisitor.findMany(), await db.pageSource.findMany()]);
    for (const personal of ["203.0.113", "Android", "Pixel", "search?q"]) expect(stored).not.toContain(personal);
    log.restore();
  });

  it("counts a few of a burst of new visitors from one address whatever their user agents, and stores how many it held back", async () => {
    const path = await onlinePost();
    const site = { held: await heldOn(SITE_TOTAL) };
    const held = async () => valueOf(await scrapeHere(), "edm_page_views_total", { outcome: "held" });
    const heldBefore = await held();
    const pages = counter();
    // 500 beacons in 2 s, each with a user agent of its own; then 50 from one IPv6 /64, each address its own.
    for (let index = 0; index < 500; index++) {
      pages.take(view(path, { address: "203.0.113.50", userAgent: browser(index), at: after(index * 0.004) }));
    }
    for (let index = 0; index < 50; index++) {
      pages.take(view(path, { address: `2001:db8:40:1:${index.toString(16)}::1`, userAgent: browser(index) }));
    }
    pages.take(view(path, { address: "203.0.113.51", at: after(2) }));
    await pages.flush();
    const counted = 2 * READER_RATE.burst + 1;
    expect(await pageDay(path)).toEqual({ views: counted, visitors: counted });
    expect(await heldOn(path)).toBe(550 - 2 * READER_RATE.burst);
    expect(await heldOn(SITE_TOTAL)).toBe(site.held + 550 - 2 * READER_RATE.burst);
    expect(await held()).toBe(heldBefore + 550 - 2 * READER_RATE.burst);
    // Ten seconds on, the address's bucket has room for one more.
    pages.take(view(path, { address: "203.0.113.50", userAgent: browser(1000), at: after(12) }));
    pages.take(view(path, { address: "203.0.113.50", userAgent: browser(1001), at: after(12) }));
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: counted + 1, visitors: counted + 1 });
  });

  it("charges nothing for a reader's repeated view within the minute, which the minute rule leaves out anyway", async () => {
    const path = await onlinePost();
    const pages = counter();
    for (let second = 0; second < 50; second++) pages.take(view(path, { at: after(second / 2) }));
    for (let index = 1; index < READER_RATE.burst; index++) pages.take(view(path, { userAgent: browser(index) }));
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: READER_RATE.burst, visitors: READER_RATE.burst });
    expect(await heldOn(path)).toBe(0);
  });

  it("keeps counting a steady stream of distinct readers behind one carrier address", async () => {
    const path = await onlinePost();
    const pages = counter();
    // An hour of a festival: a reader with a phone of their own every 10 seconds, all behind one address.
    for (let index = 0; index < 360; index++) {
      pages.take(view(path, { address: "189.203.7.7", userAgent: `${PHONE} ${index}`, at: after(index * 10) }));
    }
    await pages.flush();
    expect(await pageDay(path)).toEqual({ views: 360, visitors: 360 });
    expect(await heldOn(path)).toBe(0);
  });

  it(`keeps the first ${REFERRERS_PER_PAGE_DAY} referrer hosts of a page a day and counts the rest as others`, async () => {
    const path = await onlinePost();
    const pages = counter();
    const from = (host: string, index: number, at = NOON) =>
      view(path, { address: `198.18.${index >> 8}.${index & 255}`, referrer: `https://${host}/x`, at });
    for (let index = 0; index < 60; index++) pages.take(from(`h${index}.example`, index));
    // Hosts that are no host name: too long a label, too long a name.
    pages.take(from(`${"a".repeat(800)}.example`, 100));
    pages.take(from(Array(64).fill("abc").join("."), 101));
    await pages.flush();
    // A later batch: one of the hosts kept, and new ones, which find no room.
    pages.take(from("h3.example", 200, after(120)));
    for (let index = 0; index < 5; index++) pages.take(from(`nuevo${index}.example`, 300 + index, after(120)));
    await pages.flush();
    const rows = await db.pageSource.findMany({ where: { path }, select: { referrer: true, views: true } });
    const hosts = new Map(rows.map(({ referrer, views }) => [referrer, views]));
    expect(hosts.size).toBe(REFERRERS_PER_PAGE_DAY + 2);
    expect(hosts.get(OTHER_REFERRERS)).toBe(15);
    expect(hosts.get("")).toBe(2);
    expect(hosts.get("h3.example")).toBe(2);
    expect([...hosts.keys()].filter((host) => host.startsWith("nuevo"))).toEqual([]);
    expect((await pageDay(path))?.views).toBe(68);
  });

  it("deletes the daily counts past the retention, a bounded number of rows a run, when it writes", async () => {
    expect(firstKeptDay("2031-03-31")).toBe("2030-02-28");
    expect(firstKeptDay("2031-01-15")).toBe("2029-12-15");
    // Rows of 2028 are past the retention on 2030-03-01; those of 2029-02-01 are not.
    for (let index = 0; index < 7; index++) {
      const day = `2028-0${1 + (index % 3)}-1${index}`;
      await db.pageDay.create({ data: { day, path: `/post/vieja-${index}`, views: 3, visitors: 2 } });
      await db.pageSource.create({
        data: { day, path: `/post/vieja-${index}`, referrer: "google.com", device: "movil", views: 3 },
      });
    }
    await db.pageDay.create({ data: { day: "2029-02-01", path: "/post/reciente", views: 1, visitors: 1 } });
    const old = { day: { lt: "2029-01-01" } };
    expect(await pruneOldCounts("2030-03-01", 3)).toEqual({ deleted: 6, done: false });
    expect([await db.pageDay.count({ where: old }), await db.pageSource.count({ where: old })]).toEqual([4, 4]);
    const log = captureLog();
    const pages = counter();
    pages.take(view(await onlinePost()));
    await pages.flush();
    expect([await db.pageDay.count({ where: old }), await db.pageSource.count({ where: old })]).toEqual([0, 0]);
    expect(await pageDay("/post/reciente", "2029-02-01")).toEqual({ views: 1, visitors: 1 });
    expect(log.lines().map(({ msg }) => msg)).toContain("Page counts: deleted 8 daily rows past their retention");
    log.restore();
  });
});
