import { createSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { updatePost } from "@/lib/newsroom/update-post";
import { captureLog } from "@/scripts/testing/captured-log";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPageCounter, type PageCounter, type ViewRequest } from "./page-counter";
import { SITE_TOTAL } from "./page-view";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";

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
    const token = await createSession(NOON);
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
});
