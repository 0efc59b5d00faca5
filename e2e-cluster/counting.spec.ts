import { parseEnv } from "../lib/env-schema";
import { expect, publishThrough, test } from "./support/cluster";
import { pageCount, pageSources, sendBeacon, type Reader } from "./support/page-counts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const readers = (...hosts: number[]): Reader[] =>
  hosts.map((host) => ({ address: `198.51.100.${host}`, userAgent: BROWSER }));

test.describe("counting readers on several app servers", () => {
  test("two servers' counts of a post add up exactly: each visitor once, a crawler never", async ({ cluster }) => {
    const [one, other] = cluster.apps;
    const { id } = await publishThrough(cluster, one.url);
    const post = `/post/${id}`;
    const siteBefore = await pageCount(cluster, "*");
    const onOne = readers(1, 2);
    const onOther = readers(3, 4);
    const throughProxy = readers(5, 6);
    const [lastOnOne, lastOnOther] = readers(7, 8);
    const crawler = { address: "198.51.100.9", userAgent: CRAWLER };

    for (const reader of onOne) await sendBeacon(one.url, post, reader);
    for (const reader of onOther) await sendBeacon(other.url, post, reader);
    for (const reader of throughProxy) await sendBeacon(cluster.proxyUrl, post, reader);
    // The same readers again within the minute on the other server (the proxy's on both, whichever it chose).
    for (const reader of onOne) await sendBeacon(other.url, post, reader);
    for (const reader of onOther) await sendBeacon(one.url, post, reader);
    for (const reader of throughProxy) for (const { url } of cluster.apps) await sendBeacon(url, post, reader);
    for (const url of [one.url, other.url, cluster.proxyUrl]) await sendBeacon(url, post, crawler);
    // The view each server takes last is told apart by its referrer: once it is in PageSource, that server has
    // written every view it took before (it checks and writes them in the order they came).
    await sendBeacon(one.url, post, lastOnOne, "https://one.example/");
    await sendBeacon(other.url, post, lastOnOther, "https://other.example/");

    // Each server writes its batch an interval after its first view; the views may straddle one write.
    const flushEveryMs = parseEnv({ ...process.env, ...cluster.env }).PAGE_COUNT_FLUSH_MS;
    await expect
      .poll(async () => (await pageSources(cluster, post)).map(({ referrer }) => referrer), {
        timeout: 2 * flushEveryMs + 5_000,
        intervals: [100],
      })
      .toEqual(["", "one.example", "other.example"]);
    const counted = { views: 8, visitors: 8 };
    expect(await pageCount(cluster, post)).toEqual(counted);
    expect(await pageSources(cluster, post)).toEqual([
      { referrer: "", views: 6 },
      { referrer: "one.example", views: 1 },
      { referrer: "other.example", views: 1 },
    ]);
    expect(await pageCount(cluster, "*")).toEqual({
      views: siteBefore.views + counted.views,
      visitors: siteBefore.visitors + counted.visitors,
    });
  });
});
